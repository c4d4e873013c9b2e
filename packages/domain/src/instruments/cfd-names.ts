/**
 * A CFD a broker lists: `name` is Carnet's name for it, `quote` the currency its price is in, `contractSize` the
 * units of the underlying in one lot (null when brokers differ on it: Carnet then asks the trader for it).
 */
export type CfdSymbol = {
  assetType: 'CFD';
  name: string;
  quote: string | null;
  contractSize: string | null;
};

type CfdName = {
  name: string;
  aliases: readonly string[];
  quote: string | null;
  contractSize: string | null;
};

// Index CFDs: one unit of the index's currency per point and per lot, at the brokers that list them under these
// names (docs/rules/money.md#instruments). The others are recognised as CFDs, their size left to the trader.
const CFD_NAMES: readonly CfdName[] = [
  { name: 'US30', aliases: ['DJ30', 'WS30', 'DJI30', 'DOW30'], quote: 'USD', contractSize: '1' },
  {
    name: 'NAS100',
    aliases: ['US100', 'USTEC', 'USTECH', 'NDX100', 'NQ100'],
    quote: 'USD',
    contractSize: '1',
  },
  { name: 'SPX500', aliases: ['US500', 'SP500', 'USA500'], quote: 'USD', contractSize: '1' },
  { name: 'GER40', aliases: ['DE40', 'GER30', 'DE30', 'DAX40', 'DAX30'], quote: 'EUR', contractSize: '1' },
  { name: 'FRA40', aliases: ['FR40', 'F40', 'CAC40'], quote: 'EUR', contractSize: '1' },
  { name: 'EU50', aliases: ['EUSTX50', 'STOXX50', 'ESTX50', 'EURO50'], quote: 'EUR', contractSize: '1' },
  { name: 'UK100', aliases: ['FTSE100', 'UKX'], quote: 'GBP', contractSize: '1' },
  { name: 'JP225', aliases: ['JPN225', 'JAP225', 'NIKKEI225', 'NI225'], quote: 'JPY', contractSize: '1' },
  { name: 'US2000', aliases: ['RUSSELL2000', 'US2K'], quote: 'USD', contractSize: null },
  { name: 'AUS200', aliases: ['AU200'], quote: 'AUD', contractSize: null },
  { name: 'HK50', aliases: ['HSI50'], quote: 'HKD', contractSize: null },
  { name: 'ES35', aliases: ['SPA35', 'ESP35'], quote: 'EUR', contractSize: null },
  { name: 'CN50', aliases: ['CHN50', 'CHINA50', 'CHINAA50'], quote: 'USD', contractSize: null },
  { name: 'NETH25', aliases: ['NL25', 'AEX25'], quote: 'EUR', contractSize: null },
  { name: 'NGAS', aliases: ['XNGUSD', 'NATGAS'], quote: 'USD', contractSize: null },
  { name: 'USOIL', aliases: ['WTI', 'XTIUSD', 'USCRUDE'], quote: 'USD', contractSize: null },
  { name: 'UKOIL', aliases: ['BRENT', 'XBRUSD'], quote: 'USD', contractSize: null },
];

// Spot metals: XAUUSD is 100 troy ounces a lot and XAGUSD 5,000 at MetaTrader and cTrader brokers; platinum and
// palladium lots differ between brokers.
const METAL_LOTS: Readonly<Record<string, string | null>> = { XAU: '100', XAG: '5000', XPT: null, XPD: null };

// What a broker glues after a name: `.cash`, `-ECN`, `_i`, `#`, `+`, `.`, or up to four letters (`m`, `pro`, `Cash`).
export const BROKER_SUFFIX = /^(?:[.\-_#+!][A-Z0-9]*|[A-Z]{0,4})$/;

const BY_ALIAS: readonly (readonly [string, CfdName])[] = CFD_NAMES.flatMap((cfd) =>
  [cfd.name, ...cfd.aliases].map((alias) => [alias, cfd] as const),
).sort(([a], [b]) => b.length - a.length);

/** The index or commodity CFD a symbol names (`GER40.cash`, `DE40`, `US30Cash` → its name), or null. */
export function readCfdName(name: string): CfdSymbol | null {
  for (const [alias, cfd] of BY_ALIAS) {
    if (name.startsWith(alias) && BROKER_SUFFIX.test(name.slice(alias.length))) {
      return { assetType: 'CFD', name: cfd.name, quote: cfd.quote, contractSize: cfd.contractSize };
    }
  }
  return null;
}

/** A spot metal against a currency (`XAUUSD`, `XAG/EUR`, `xauusd.m`), or null; `isCurrency` tells a currency. */
export function readMetal(name: string, isCurrency: (code: string) => boolean): CfdSymbol | null {
  const match = /^(X(?:AU|AG|PT|PD))[/_-]?([A-Z]{3})(.*)$/.exec(name);
  const [, metal = '', quote = '', suffix = ''] = match ?? [];
  if (!match || !isCurrency(quote) || !BROKER_SUFFIX.test(suffix)) return null;
  return { assetType: 'CFD', name: `${metal}${quote}`, quote, contractSize: METAL_LOTS[metal] ?? null };
}
