import type { ParsedJournal, ParsedTrade } from '@carnet/importers';
import { describe, expect, it } from 'vitest';
import type { ConfigurationNames } from './imported-journal.ts';
import { type ConvertedTrade, convertTrade } from './imported-trade.ts';
import { type LinkableConfiguration, linkConfigurations } from './link-configurations.ts';

type Converted = Extract<ConvertedTrade, { ok: true }>;

const JOURNAL: ParsedJournal = {
  take_profits: [],
  setup_reason: '',
  post_trade_review: '',
  tags: [],
  plan: null,
  plan_is_retroactive: false,
  risk_pct: null,
  risk_amount: null,
  planned_rr: null,
  be_moved: false,
  is_draft: false,
  is_compliant: false,
  score_pct: null,
  grade: null,
  recommended_risk_pct: null,
  timing_class: null,
  non_compliance_reasons: [],
  confirmations: [],
  pnl_source: null,
  gross_pnl: null,
  configuration: null,
  configuration_type: null,
};

/** An open trade of Carnet's own export naming `names` (none: a trade without a configuration). */
function tradeNaming(names: ConfigurationNames | null): Converted {
  const parsed: ParsedTrade = {
    line: 2,
    externalId: 'CARNET-1',
    assetName: 'BTCUSDT',
    assetType: 'CRYPTO',
    direction: 'LONG',
    quantity: '1',
    entryPrice: '50000',
    entryTime: '2026-11-16T10:05:00',
    stopLossPrice: '49000',
    takeProfitPrice: null,
    exits: [],
    fees: '0',
    swap: '0',
    netPnl: null,
    journal: {
      ...JOURNAL,
      configuration: names?.configuration ?? null,
      configuration_type: names?.type ?? null,
    },
  };
  const converted = convertTrade(parsed, 'UTC', { id: 1, currency: 'USD' }, new Map());
  if (!converted.ok) throw new Error(converted.message);
  return converted;
}

/** The trades linked as the import does: by the names the worker lists beside them (read-import-file.ts). */
function link(trades: readonly Converted[], configurations: readonly LinkableConfiguration[]) {
  const named = trades.flatMap(({ configuration }, index): [number, ConfigurationNames][] =>
    configuration === undefined || configuration === null ? [] : [[index, configuration]],
  );
  return linkConfigurations(
    trades.map((trade) => trade.toWrite),
    named,
    configurations,
  ).map(({ values }) => [values.strategyId ?? null, values.strategyTypeId ?? null]);
}

const CONFIGURATIONS: LinkableConfiguration[] = [
  {
    id: 11,
    name: 'Cassure de range',
    types: [
      { id: 21, description: 'Cassure' },
      { id: 22, description: 'Retest' },
    ],
  },
  { id: 12, name: 'Doublon', types: [] },
  { id: 13, name: 'Doublon', types: [] },
  {
    id: 14,
    name: 'Types en double',
    types: [
      { id: 23, description: 'Retest' },
      { id: 24, description: 'Retest' },
    ],
  },
];

describe('linkConfigurations (docs/rules/imports.md, the configuration column of trades.csv)', () => {
  it('links to the one configuration of exactly that name, and its one type of exactly that description', () => {
    const linked = link(
      [
        tradeNaming({ configuration: 'Cassure de range', type: 'Retest' }),
        tradeNaming({ configuration: 'Cassure de range', type: null }),
        tradeNaming({ configuration: 'Cassure de range', type: 'Pullback' }),
      ],
      CONFIGURATIONS,
    );
    expect(linked).toEqual([
      [11, 22],
      [11, null],
      [11, null],
    ]);
  });

  it('links nothing on a name no configuration has, another case, or several have', () => {
    const linked = link(
      [
        tradeNaming({ configuration: 'Inconnue', type: null }),
        tradeNaming({ configuration: 'cassure de range', type: null }),
        tradeNaming({ configuration: 'Doublon', type: null }),
        tradeNaming({ configuration: 'Types en double', type: 'Retest' }),
        tradeNaming(null),
      ],
      CONFIGURATIONS,
    );
    expect(linked).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [14, null],
      [null, null],
    ]);
  });
});
