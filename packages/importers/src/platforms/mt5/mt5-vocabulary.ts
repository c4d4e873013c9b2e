// MetaTrader 5 writes its « Trade History Report » in the terminal's language: section titles, column names and the
// Results labels (FORMATS.md: « MT5 must run in English for format detection » elsewhere). One table of the names per
// language, used by the detection and by the column lookup alike. Sources of the localized names, all from
// third-party code written against real reports (no localized report is among the shared fixtures):
// - French: « Rapport d'historique de trading », sections Positions, Ordres, Transactions, Résultats and the
//   Positions header Heure, Position, Symbole, Type, Volume, Prix, S / L, T / P, Heure, Prix, Commission, Echange,
//   Profit (a GoatFunded report quoted by a Rust importer; an FTMO report's parser writes the title with ’ and the
//   column Swap), « Profit Total Net: » in the Results (a parser of an FTMO French xlsx, and French tester reports).
// - German: section Positionen and its header Zeit, Position, Symbol, Typ, Volumen, Preis, S / L, T / P, Zeit,
//   Preis, Kommission, Swap, Gewinn, then Orders and Trades (a German journal's test of a report); « Gesamtnettogewinn: »
//   (German tester-report parsers). No German report title nor Results title was found: the German report is
//   recognised by its Positionen header, and its net is looked for after it.
// The open positions and working orders sections were found in English only: in French and German, the closed
// Positions are read, up to the next section.

/** The columns of the Positions table Carnet reads. */
export type Mt5Columns = {
  time: string;
  position: string;
  symbol: string;
  type: string;
  volume: string;
  price: string;
  stopLoss: string;
  takeProfit: string;
  commission: string;
  /** The swap column's names (French reports were seen with « Echange » and with « Swap »). */
  swap: readonly string[];
  profit: string;
};

export type Mt5Vocabulary = {
  language: 'en' | 'fr' | 'de';
  /** The report's title as the terminal writes it, when known (null: the German one was not found). */
  titles: readonly string[];
  sections: {
    positions: string;
    orders: string;
    deals: string;
    openPositions: string | null;
    workingOrders: string | null;
    /** The title of the Results block whose net is read; null when not known (the net is then looked for after Positions). */
    results: string | null;
  };
  columns: Mt5Columns;
  /** The Results label of the report's net total. */
  netProfit: string;
};

const ENGLISH: Mt5Vocabulary = {
  language: 'en',
  titles: ['Trade History Report'],
  sections: {
    positions: 'Positions',
    orders: 'Orders',
    deals: 'Deals',
    openPositions: 'Open Positions',
    workingOrders: 'Working Orders',
    results: 'Results',
  },
  columns: {
    time: 'Time',
    position: 'Position',
    symbol: 'Symbol',
    type: 'Type',
    volume: 'Volume',
    price: 'Price',
    stopLoss: 'S / L',
    takeProfit: 'T / P',
    commission: 'Commission',
    swap: ['Swap'],
    profit: 'Profit',
  },
  netProfit: 'Total Net Profit:',
};

const FRENCH: Mt5Vocabulary = {
  language: 'fr',
  titles: ['Rapport d’historique de trading', "Rapport d'historique de trading"],
  sections: {
    positions: 'Positions',
    orders: 'Ordres',
    deals: 'Transactions',
    openPositions: null,
    workingOrders: null,
    results: 'Résultats',
  },
  columns: {
    time: 'Heure',
    position: 'Position',
    symbol: 'Symbole',
    type: 'Type',
    volume: 'Volume',
    price: 'Prix',
    stopLoss: 'S / L',
    takeProfit: 'T / P',
    commission: 'Commission',
    swap: ['Echange', 'Swap'],
    profit: 'Profit',
  },
  netProfit: 'Profit Total Net:',
};

const GERMAN: Mt5Vocabulary = {
  language: 'de',
  titles: [],
  sections: {
    positions: 'Positionen',
    orders: 'Orders',
    deals: 'Trades',
    openPositions: null,
    workingOrders: null,
    results: null,
  },
  columns: {
    time: 'Zeit',
    position: 'Position',
    symbol: 'Symbol',
    type: 'Typ',
    volume: 'Volumen',
    price: 'Preis',
    stopLoss: 'S / L',
    takeProfit: 'T / P',
    commission: 'Kommission',
    swap: ['Swap'],
    profit: 'Gewinn',
  },
  netProfit: 'Gesamtnettogewinn:',
};

/** Every language Carnet reads MT5 reports in, English first. */
export const MT5_VOCABULARIES: readonly Mt5Vocabulary[] = [ENGLISH, FRENCH, GERMAN];

/** True for a report title in one of the languages (a cell of the xlsx, the text of an HTML title). */
export function isReportTitle(text: string): boolean {
  return MT5_VOCABULARIES.some(({ titles }) => titles.includes(text));
}

/** The section titles of a language that end a table (the next section's title). */
export function sectionTitles(vocabulary: Mt5Vocabulary): string[] {
  return Object.values(vocabulary.sections).filter((title): title is string => title !== null);
}

/**
 * True when an HTML text is an MT5 report in one of the languages: its title beside its Positions section, or, for
 * the German report whose title is unknown, its Positions header words and its net label.
 */
export function isMt5ReportText(text: string): boolean {
  return MT5_VOCABULARIES.some(({ titles, sections, columns, netProfit }) =>
    titles.length > 0
      ? titles.some((title) => text.includes(title)) && text.includes(sections.positions)
      : [sections.positions, columns.commission, columns.profit, netProfit].every((word) =>
          text.includes(word),
        ),
  );
}
