import { type FuturesContract, futuresContractOf } from './futures-contract.ts';

// CME Group's contract specifications: « Contract Unit » gives the point value, « Minimum Price Fluctuation » the
// tick. Eurex's « Contract value » and « Minimum price change ». Quoted in index points.
const cme = (...spec: Parameters<typeof futuresContractOf>[2]) => futuresContractOf('CME', 'USD', spec);
const cbot = (...spec: Parameters<typeof futuresContractOf>[2]) => futuresContractOf('CBOT', 'USD', spec);
const eurex = (currency: string, ...spec: Parameters<typeof futuresContractOf>[2]) =>
  futuresContractOf('EUREX', currency, spec);

export const EQUITY_INDEX_FUTURES: readonly FuturesContract[] = [
  // « $50 x S&P 500 Index », « 0.25 index points = $12.50 »
  cme('ES', 'E-mini S&P 500', '50', '0.25'),
  // « $5 x S&P 500 Index », « 0.25 index points = $1.25 »
  cme('MES', 'Micro E-mini S&P 500', '5', '0.25'),
  // « $20 x Nasdaq-100 Index », « 0.25 index points = $5.00 »
  cme('NQ', 'E-mini Nasdaq-100', '20', '0.25'),
  // « $2 x Nasdaq-100 Index », « 0.25 index points = $0.50 »
  cme('MNQ', 'Micro E-mini Nasdaq-100', '2', '0.25'),
  // « $50 x Russell 2000 Index », « 0.10 index points = $5.00 »
  cme('RTY', 'E-mini Russell 2000', '50', '0.1'),
  // « $5 x Russell 2000 Index », « 0.10 index points = $0.50 »
  cme('M2K', 'Micro E-mini Russell 2000', '5', '0.1'),
  // « $100 x S&P MidCap 400 Index », « 0.10 index points = $10.00 »
  cme('EMD', 'E-mini S&P MidCap 400', '100', '0.1'),
  // « $5 x Nikkei Stock Average », « 5.0 index points = $25.00 »
  cme('NKD', 'Nikkei 225 (Dollar)', '5', '5'),
  // « $5 x Dow Jones Industrial Average », « 1.0 index point = $5.00 »
  cbot('YM', 'E-mini Dow ($5)', '5', '1'),
  // « $0.50 x Dow Jones Industrial Average », « 1.0 index point = $0.50 »
  cbot('MYM', 'Micro E-mini Dow', '0.5', '1'),
  // « EUR 25 » per DAX point, minimum price change « 1 » point « EUR 25 »
  eurex('EUR', 'FDAX', 'DAX', '25', '1'),
  // « EUR 5 » per point, « 1 » point « EUR 5 »
  eurex('EUR', 'FDXM', 'Mini-DAX', '5', '1'),
  // « EUR 1 » per point, « 1 » point « EUR 1 »
  eurex('EUR', 'FDXS', 'Micro-DAX', '1', '1'),
  // « EUR 10 per index point », « 1 index point, equivalent to a value of EUR 10 »
  eurex('EUR', 'FESX', 'Euro STOXX 50', '10', '1'),
  // « CHF 10 per index point », « 1 index point, equivalent to a value of CHF 10 »
  eurex('CHF', 'FSMI', 'SMI', '10', '1'),
];
