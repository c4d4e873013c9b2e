import { MONTH_CODES, MONTH_NAMES } from '../src/instruments/contract-months.ts';

/** A futures contract to write: its root, month (1–12) and full year. */
export type ContractToWrite = { root: string; month: number; year: number };

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Every writing of a futures contract the platforms use (docs/rules/money.md#instruments), by name, and how much of
 * the year each keeps (one digit, or the whole year).
 */
export const CONTRACT_WRITINGS = {
  oneDigitYear: { write: (c: ContractToWrite) => `${c.root}${code(c)}${c.year % 10}`, yearKept: 'DIGIT' },
  twoDigitYear: {
    write: (c: ContractToWrite) => `${c.root}${code(c)}${pad(c.year % 100)}`,
    yearKept: 'FULL',
  },
  fourDigitYear: { write: (c: ContractToWrite) => `${c.root}${code(c)}${c.year}`, yearKept: 'FULL' },
  ninjaTraderMonthName: {
    write: (c: ContractToWrite) => `${c.root} ${MONTH_NAMES[c.month - 1]}${pad(c.year % 100)}`,
    yearKept: 'FULL',
  },
  ninjaTraderMonthNumber: {
    write: (c: ContractToWrite) => `${c.root} ${pad(c.month)}-${pad(c.year % 100)}`,
    yearKept: 'FULL',
  },
  dotted: { write: (c: ContractToWrite) => `${c.root}.${code(c)}${pad(c.year % 100)}`, yearKept: 'FULL' },
  thinkorswim: {
    write: (c: ContractToWrite) => `/${c.root}${code(c)}${pad(c.year % 100)}`,
    yearKept: 'FULL',
  },
  thinkorswimWithMarket: {
    write: (c: ContractToWrite) => `/${c.root}${code(c)}${pad(c.year % 100)}:XCME`,
    yearKept: 'FULL',
  },
  tradingView: { write: (c: ContractToWrite) => `CME_MINI:${c.root}${code(c)}${c.year}`, yearKept: 'FULL' },
  projectXSymbol: {
    write: (c: ContractToWrite) => `F.US.${c.root}${code(c)}${pad(c.year % 100)}`,
    yearKept: 'FULL',
  },
  projectXContract: {
    write: (c: ContractToWrite) => `CON.F.US.${c.root}.${code(c)}${pad(c.year % 100)}`,
    yearKept: 'FULL',
  },
} as const satisfies Record<string, { write: (c: ContractToWrite) => string; yearKept: 'DIGIT' | 'FULL' }>;

function code(contract: ContractToWrite): string {
  return MONTH_CODES.charAt(contract.month - 1);
}
