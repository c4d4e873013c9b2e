// The kinds of instrument a trade is on (docs/rules/money.md#instruments). The contract labels them in French.
export const ASSET_TYPES = ['CRYPTO', 'FOREX', 'STOCK', 'FUTURES', 'CFD'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];
