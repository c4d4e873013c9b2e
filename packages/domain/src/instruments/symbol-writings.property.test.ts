import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_WRITINGS, type ContractToWrite } from '../../test/symbol-writings.ts';
import { FUTURES_CONTRACTS } from './futures-registry.ts';
import { parseSymbol } from './parse-symbol.ts';

const knownRoot = fc.constantFrom(...FUTURES_CONTRACTS.map((contract) => contract.root));
// Roots Carnet does not know: 2 to 4 letters, none in the registry.
const unknownRoot = fc
  .stringMatching(/^[A-Z]{2,4}$/)
  .filter((root) => !FUTURES_CONTRACTS.some((contract) => contract.root === root));
const contracts = (root: fc.Arbitrary<string>) =>
  fc.record<ContractToWrite>({
    root,
    month: fc.integer({ min: 1, max: 12 }),
    year: fc.integer({ min: 2000, max: 2099 }),
  });

describe('a contract written in any writing of the platforms parses back to itself', () => {
  it.each(Object.entries(CONTRACT_WRITINGS))('%s, any known root', (_name, writing) => {
    fc.assert(
      fc.property(contracts(knownRoot), (contract) => {
        const year = writing.yearKept === 'FULL' ? contract.year : null;
        expect(parseSymbol(writing.write(contract))).toMatchObject({
          assetType: 'FUTURES',
          root: contract.root,
          contract: { root: contract.root },
          expiry: { month: contract.month, year, yearDigit: contract.year % 10 },
        });
      }),
    );
  });

  it.each(Object.entries(CONTRACT_WRITINGS))(
    '%s, a root Carnet does not know: still a contract, with no registry entry',
    (_name, writing) => {
      fc.assert(
        fc.property(contracts(unknownRoot), (contract) => {
          expect(parseSymbol(writing.write(contract))).toMatchObject({
            assetType: 'FUTURES',
            root: contract.root,
            contract: null,
            expiry: { month: contract.month },
          });
        }),
      );
    },
  );
});
