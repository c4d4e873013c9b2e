import { exampleCase, type HostileCase } from './hostile-requests.ts';
import { HOSTILE_DATE_TEXTS } from './hostile-texts.ts';
import { decimalCase, HOSTILE_DECIMALS, valueNamed } from './hostile-values.ts';

/*
 * The requests once found poisoning every later read, or answering 500, tried on every run before the
 * generated ones: a trade whose entry lies 1e-900 (… 1e-10) above its 49 000 stop, so that R overflows a
 * double; a take profit of 9e399 (text or number) or « 9 » × 500; a close at « 9 » × 500; the dashboard by
 * day over 0001-01-01 … 9999-12-31.
 */

const ENTRY_JUST_ABOVE_STOP = [900, 300, 20, 10].map((places) =>
  decimalCase(`stop + 1e-${places}`, `49000.${'0'.repeat(places - 1)}1`),
);

const tradeCases = (): HostileCase[] => [
  ...ENTRY_JUST_ABOVE_STOP.map((value) => exampleCase(0, [{ part: 'body', path: ['entry_price'], value }])),
  ...['texte 9e399', '9e399', '9×500'].map((name) =>
    exampleCase(0, [
      { part: 'body', path: ['take_profits', 0, 'price'], value: valueNamed(HOSTILE_DECIMALS, name) },
    ]),
  ),
  exampleCase(0, [
    { part: 'body', path: ['entry_price'], value: valueNamed(HOSTILE_DECIMALS, '1.000…1 (400 décimales)') },
  ]),
];

/** By route key. */
export const EXAMPLES: Record<string, HostileCase[]> = {
  'POST /api/v1/trades/': tradeCases(),
  'PUT /api/v1/trades/:id/': tradeCases(),
  'POST /api/v1/trades/:id/close_trade/': [
    exampleCase(0, [{ part: 'body', path: ['close_price'], value: valueNamed(HOSTILE_DECIMALS, '9×500') }]),
  ],
  'GET /api/v1/trades/dashboard/': [
    exampleCase(1, [
      { part: 'query', name: 'from', value: valueNamed(HOSTILE_DATE_TEXTS, '0001-01-01') },
      { part: 'query', name: 'to', value: valueNamed(HOSTILE_DATE_TEXTS, '9999-12-31') },
    ]),
  ],
};
