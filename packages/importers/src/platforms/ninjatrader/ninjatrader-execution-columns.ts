import type { Fill } from '@carnet/domain';
import { columnIndex } from './ninjatrader-columns.ts';

/** The fields of a NinjaTrader « Executions » row Carnet reads. */
export type ExecutionColumns = {
  instrument: string;
  action: string;
  quantity: string;
  price: string;
  time: string;
  id: string;
  entryOrExit: string;
  commission: string;
  account: string;
};

export type ExecutionsLayout = { language: 'en' | 'fr' | 'de'; columns: ExecutionColumns };

// NinjaTrader 8, Control Center → Executions → Export: `Instrument,Action,Quantity,Price,Time,ID,E/X,Position,
// Order ID,Name,Commission,Rate,Account,Connection,` (the English grid, as third-party importers of real exports
// quote it; Position and Rate are not read: FORMATS.md says Position is unreliable on copied accounts).
const ENGLISH: ExecutionsLayout = {
  language: 'en',
  columns: {
    instrument: 'Instrument',
    action: 'Action',
    quantity: 'Quantity',
    price: 'Price',
    time: 'Time',
    id: 'ID',
    entryOrExit: 'E/X',
    commission: 'Commission',
    account: 'Account',
  },
};

// The same grid with NinjaTrader's interface in French and in German. No real localized export was found to check
// these names against: they follow the words of the French Trades export (ninjatrader-columns.ts) and the
// terminal's German vocabulary.
const FRENCH: ExecutionsLayout = {
  language: 'fr',
  columns: {
    instrument: 'Instrument',
    action: 'Action',
    quantity: 'Quantité',
    price: 'Prix',
    time: 'Heure',
    id: 'ID',
    entryOrExit: 'E/S',
    commission: 'Commission',
    account: 'Compte',
  },
};

const GERMAN: ExecutionsLayout = {
  language: 'de',
  columns: {
    instrument: 'Instrument',
    action: 'Aktion',
    quantity: 'Menge',
    price: 'Preis',
    time: 'Zeit',
    id: 'ID',
    entryOrExit: 'E/A',
    commission: 'Kommission',
    account: 'Konto',
  },
};

/** Buy and sell as each language writes the action (NinjaTrader 7's short-sale words included). */
export const ACTIONS: Readonly<Record<string, Fill['side']>> = {
  buy: 'BUY',
  'buy to cover': 'BUY',
  sell: 'SELL',
  'sell short': 'SELL',
  achat: 'BUY',
  vente: 'SELL',
  kauf: 'BUY',
  verkauf: 'SELL',
};

/** NinjaTrader's own word for what a fill does: an exit never opens a position (its excess is an orphan close). */
export const EFFECTS: Readonly<Record<string, Fill['effect']>> = {
  entry: 'OPEN',
  exit: 'CLOSE',
  entrée: 'OPEN',
  sortie: 'CLOSE',
  einstieg: 'OPEN',
  ausstieg: 'CLOSE',
};

/** The layout whose action, quantity, price and time columns the header holds (an Executions grid), or null. */
export function executionsLayoutOf(header: readonly string[]): ExecutionsLayout | null {
  return (
    [ENGLISH, FRENCH, GERMAN].find(({ columns }) =>
      [columns.instrument, columns.action, columns.quantity, columns.price, columns.time].every(
        (name) => columnIndex(header, name) !== -1,
      ),
    ) ?? null
  );
}
