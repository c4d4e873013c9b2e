import {
  type ContractMonth,
  contractMonthOf,
  MONTH_CODES,
  monthOfCode,
  monthOfName,
} from './contract-months.ts';
import type { FuturesContract } from './futures-contract.ts';
import { futuresContract } from './futures-registry.ts';

/**
 * A futures contract read from a symbol: its root, the registry's contract for it (null when Carnet does not know
 * the root: the pipeline then asks for its point value, never assumes one), its delivery month (null for a bare
 * root or a continuous contract such as TradingView's `MES1!`).
 */
export type FuturesSymbol = {
  assetType: 'FUTURES';
  root: string;
  contract: FuturesContract | null;
  expiry: ContractMonth | null;
};

const ROOT = '([A-Z0-9]{1,5})';
const MONTH_CODE = `([${MONTH_CODES}])`;
const YEAR = '(\\d{4}|\\d{1,2})';
// `MNQ MAR25`, `MNQ JUN 2025` (NinjaTrader)
const WITH_MONTH_NAME = new RegExp(`^${ROOT} ([A-Z]{3}) ?${YEAR}$`);
// `MNQ 03-25` (NinjaTrader)
const WITH_MONTH_NUMBER = new RegExp(`^${ROOT} (\\d{2})-(\\d{4}|\\d{2})$`);
// `MNQ.H25` (ProjectX's contract ids, once their `CON.F.US.` is read)
const DOTTED = new RegExp(`^${ROOT}\\.${MONTH_CODE}${YEAR}$`);
// `MNQH5`, `MNQH25`, `MNQH2025`: the month code is the letter before the year, so a root ending in a month letter
// (`MNQ`, `ZN`, `YM`) is read whole.
const COMPACT = new RegExp(`^${ROOT}${MONTH_CODE}${YEAR}$`);
// TradingView's continuous contracts: `MES1!` (the front month), `MES2!` (the next).
const CONTINUOUS = new RegExp(`^${ROOT}\\d!$`);

/**
 * A futures contract in a writing that can only be one (`MNQ MAR25`, `MNQ 03-25`, `MNQ.H25`, `MES1!`), or in any
 * writing when `isMarked` (the symbol came with a futures prefix: `/`, `F.US.`, a futures exchange), bare roots
 * included; null otherwise. The compact `MNQH25` is read by readCompactContract, after the CFD and pair names it
 * could be mistaken for (`EU50`, `HK50`).
 */
export function readExplicitContract(name: string, isMarked: boolean): FuturesSymbol | null {
  const byName = WITH_MONTH_NAME.exec(name);
  if (byName) return datedContract(byName[1], monthOfName(byName[2] ?? ''), byName[3]);
  const byNumber = WITH_MONTH_NUMBER.exec(name);
  if (byNumber) return datedContract(byNumber[1], Number(byNumber[2]), byNumber[3]);
  const dotted = DOTTED.exec(name);
  if (dotted) return datedContract(dotted[1], monthOfCode(dotted[2] ?? ''), dotted[3]);
  const continuous = CONTINUOUS.exec(name);
  if (continuous) return contractOf(continuous[1], null);
  if (!isMarked) return null;
  return (
    readCompactContract(name, true) ?? (/^[A-Z][A-Z0-9]{0,4}$/.test(name) ? contractOf(name, null) : null)
  );
}

/**
 * A contract written `MNQH25` (root, month code, year in 1, 2 or 4 digits), or a bare known root (`MNQ`) when
 * `bareRoots`; a root Carnet does not know is read when it has 1 to 4 characters with a letter (`LBSF5` is not).
 */
export function readCompactContract(name: string, bareRoots: boolean): FuturesSymbol | null {
  const compact = COMPACT.exec(name);
  const root = compact?.[1] ?? '';
  if (compact && (futuresContract(root) !== null || /^(?=.*[A-Z])[A-Z0-9]{1,4}$/.test(root))) {
    return datedContract(root, monthOfCode(compact[2] ?? ''), compact[3]);
  }
  return bareRoots && futuresContract(name) !== null ? contractOf(name, null) : null;
}

/** A contract of a root and a month, or null when the month or year is none (`MNQ ABC25`, `MNQ 13-25`). */
function datedContract(
  root: string | undefined,
  month: number,
  yearDigits: string | undefined,
): FuturesSymbol | null {
  const expiry = contractMonthOf(month, yearDigits ?? '');
  return expiry === null ? null : contractOf(root, expiry);
}

function contractOf(root: string | undefined, expiry: ContractMonth | null): FuturesSymbol | null {
  return root === undefined ? null : { assetType: 'FUTURES', root, contract: futuresContract(root), expiry };
}
