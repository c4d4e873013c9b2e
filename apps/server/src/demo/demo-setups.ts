import type { ConfigurationInput, GlobalStrategyInput } from '@carnet/contract';
import type { InstrumentName } from './instruments.ts';

export type GlobalStrategyKey = 'smc' | 'momentum' | 'swing' | 'meanReversion';

/** The demo's global strategies; « Retour à la moyenne » was given up (inactive) and carries no setup. */
export const DEMO_GLOBAL_STRATEGY_ENTRIES: readonly (readonly [GlobalStrategyKey, GlobalStrategyInput])[] = [
  [
    'smc',
    {
      name: 'Smart Money Concepts',
      description:
        'Lire où se trouve la liquidité, attendre sa prise puis la cassure de structure, entrer sur le retour dans la zone de déséquilibre.',
    },
  ],
  [
    'momentum',
    {
      name: 'Momentum et cassures',
      description:
        'Suivre l’accélération quand le marché sort d’une compression, sur les sessions les plus liquides.',
    },
  ],
  [
    'swing',
    {
      name: 'Swing de tendance',
      description: 'Positions de plusieurs jours dans le sens de la tendance journalière, entrées sur repli.',
    },
  ],
  [
    'meanReversion',
    {
      name: 'Retour à la moyenne',
      description: 'Abandonnée : trop de faux signaux en tendance. Gardée pour l’historique.',
      active: false,
    },
  ],
];

export type SetupKey = 'newYork' | 'london' | 'cryptoSwing' | 'scalping';

/** A configuration of the demo with how the generator trades it. */
export type DemoSetup = {
  key: SetupKey;
  parent: GlobalStrategyKey;
  input: Omit<ConfigurationInput, 'parent_strategy'>;
  instruments: readonly InstrumentName[];
  /** The chart time frame shown on its screenshots. */
  timeframe: string;
  /** Days ago (inclusive bounds) when the trader used it. */
  usedFrom: number;
  usedUntil: number;
  /** Relative share of the trades of a day where several setups are in use. */
  weight: number;
  /** Trades on Saturdays and Sundays too (crypto). */
  weekends: boolean;
  reasons: readonly string[];
};

const WEEKDAYS = [1, 2, 3, 4, 5];
/** Half the default risks (docs/ui.md bands): what a funded trader risks on a live account. */
const CAUTIOUS_GRADE_BANDS = [
  { grade: 'A+', min: 90, risk_pct: 1 },
  { grade: 'A', min: 75, risk_pct: 0.75 },
  { grade: 'B', min: 60, risk_pct: 0.5 },
  { grade: 'C', min: 0, risk_pct: 0.25 },
];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

export const DEMO_SETUPS: readonly DemoSetup[] = [
  {
    key: 'newYork',
    parent: 'smc',
    input: {
      name: 'Ouverture de New York — continuation',
      description:
        '<p>Continuation après la <strong>prise de liquidité</strong> de l’ouverture.</p><ul><li>Zone H4 ou D1 respectée</li><li>Cassure de structure en M5</li><li>Entrée sur le retour dans le FVG</li></ul>',
      timezone: 'America/New_York',
      timing_preferred: [{ time: '09:45', tolerance_min: 20, days: WEEKDAYS }],
      timing_secondary: [
        { time: '11:00', tolerance_min: 15 },
        { time: '14:00', tolerance_min: 15 },
      ],
      secondary_min_score_pct: 80,
      grade_bands: CAUTIOUS_GRADE_BANDS,
      confirmations: [
        { key: 'HTF_ZONE', label: 'Prix dans une zone H4/D1', level: 'HTF', mandatory: true, weight: 2 },
        { key: 'HTF_BIAS', label: 'Biais journalier aligné', level: 'HTF', mandatory: false, weight: 1 },
        { key: 'LTF_BOS', label: 'Cassure de structure en M5', level: 'LTF', mandatory: true, weight: 2 },
        { key: 'LTF_FVG', label: 'Retour dans le FVG', level: 'LTF', mandatory: false, weight: 1 },
        { key: 'NO_NEWS', label: 'Aucune annonce majeure à moins de 30 min', level: 'LTF', weight: 1 },
      ],
      types: [
        { description: 'Continuation de tendance' },
        { description: 'Prise de liquidité puis retournement' },
      ],
    },
    instruments: ['NAS100', 'SPX500', 'ES', 'XAUUSD', 'GC', 'AAPL'],
    timeframe: 'M5',
    usedFrom: 300,
    usedUntil: 0,
    weight: 3,
    weekends: false,
    reasons: [
      'Balayage du plus bas de la session asiatique puis cassure de structure M5.',
      'Continuation au-dessus du VWAP après le retour dans le FVG de 9 h 35.',
      'Rejet propre de la zone H4, biais journalier aligné.',
      'Prise de liquidité sur le plus haut de la veille, cassure baissière en M5.',
    ],
  },
  {
    key: 'london',
    parent: 'momentum',
    input: {
      name: 'Session de Londres — cassure du range asiatique',
      description:
        '<p>Cassure du range asiatique à l’ouverture de Londres, dans le sens de la tendance H4.</p><p><em>Pas d’entrée si le range dépasse 40 pips.</em></p>',
      timezone: 'Europe/London',
      timing_preferred: [{ time: '08:15', tolerance_min: 20, days: WEEKDAYS }],
      grade_bands: CAUTIOUS_GRADE_BANDS,
      timing_secondary: [
        { time: '09:30', tolerance_min: 20 },
        { time: '13:30', tolerance_min: 20 },
      ],
      confirmations: [
        {
          key: 'ASIAN_RANGE',
          label: 'Range asiatique inférieur à 40 pips',
          level: 'HTF',
          mandatory: true,
          weight: 1,
        },
        {
          key: 'H4_TREND',
          label: 'Tendance H4 dans le sens de la cassure',
          level: 'HTF',
          mandatory: false,
          weight: 2,
        },
        { key: 'M15_CLOSE', label: 'Clôture M15 hors du range', level: 'LTF', mandatory: true, weight: 1 },
        { key: 'RETEST', label: 'Retest du range tenu', level: 'LTF', mandatory: false, weight: 1 },
      ],
      types: [{ description: 'Cassure directe' }, { description: 'Cassure puis retest' }],
    },
    instruments: ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD'],
    timeframe: 'M15',
    usedFrom: 365,
    usedUntil: 0,
    weight: 3,
    weekends: false,
    reasons: [
      'Range asiatique serré, clôture M15 au-dessus et retest tenu.',
      'Cassure baissière du range, tendance H4 baissière.',
      'Cassure à l’ouverture de Londres avec un fort volume.',
      'Retest du haut du range après la publication de l’indice PMI.',
    ],
  },
  {
    key: 'cryptoSwing',
    parent: 'swing',
    input: {
      name: 'Swing crypto H4',
      description: '<p>Repli sur la moyenne mobile 50 en H4 dans le sens de la tendance D1.</p>',
      timezone: 'UTC',
      timing_preferred: [
        { time: '08:00', tolerance_min: 60, days: EVERY_DAY },
        { time: '20:00', tolerance_min: 60, days: EVERY_DAY },
      ],
      timing_secondary: [
        { time: '12:00', tolerance_min: 60 },
        { time: '16:00', tolerance_min: 60 },
      ],
      secondary_min_score_pct: 70,
      confirmations: [
        { key: 'D1_TREND', label: 'Tendance D1 claire', level: 'HTF', mandatory: true, weight: 2 },
        {
          key: 'H4_PULLBACK',
          label: 'Repli sur la moyenne mobile 50 H4',
          level: 'HTF',
          mandatory: false,
          weight: 1,
        },
        { key: 'H4_CLOSE', label: 'Bougie H4 de confirmation', level: 'LTF', mandatory: true, weight: 1 },
        { key: 'VOLUME', label: 'Volume au-dessus de la moyenne', level: 'LTF', mandatory: false, weight: 1 },
      ],
      types: [{ description: 'Repli sur moyenne mobile' }, { description: 'Cassure de résistance' }],
    },
    instruments: ['BTCUSD', 'ETHUSD', 'SOLUSD'],
    timeframe: 'H4',
    usedFrom: 365,
    usedUntil: 0,
    weight: 1,
    weekends: true,
    reasons: [
      'Repli sur la MM50 H4 après un plus haut hebdomadaire.',
      'Cassure de la résistance journalière, clôture H4 au-dessus.',
      'Tendance D1 baissière, rejet de la MM50 en H4.',
    ],
  },
  {
    key: 'scalping',
    parent: 'momentum',
    input: {
      name: 'Scalping M1 (abandonné)',
      description: '<p>Essai de scalping en M1 sur l’or et le Nasdaq : trop de bruit, abandonné.</p>',
      active: false,
    },
    instruments: ['NAS100', 'XAUUSD'],
    timeframe: 'M1',
    usedFrom: 365,
    usedUntil: 290,
    weight: 2,
    weekends: false,
    reasons: [
      'Impulsion M1 après la cassure du plus haut de 5 minutes.',
      'Scalp sur le rejet du niveau rond.',
    ],
  },
];
