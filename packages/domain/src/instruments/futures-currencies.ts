import { type FuturesContract, futuresContractOf } from './futures-contract.ts';

// CME Group's FX and cryptocurrency contract specifications: « Contract Unit » (the point value, since the price is
// U.S. dollars per unit of the currency or coin) and the outright « Minimum Price Fluctuation ». 6J is quoted in
// U.S. dollars per yen (0.0066545), never in yen per dollar.
const cme = (...spec: Parameters<typeof futuresContractOf>[2]) => futuresContractOf('CME', 'USD', spec);

export const CURRENCY_AND_CRYPTO_FUTURES: readonly FuturesContract[] = [
  // « 125,000 euro », « 0.00005 USD per EUR increments ($6.25 USD) »
  cme('6E', 'Euro FX', '125000', '0.00005'),
  // « 62,500 British pounds », « 0.0001 USD per GBP increments ($6.25 USD) »
  cme('6B', 'British Pound', '62500', '0.0001'),
  // « 12,500,000 Japanese yen », « 0.0000005 USD per JPY increments ($6.25 USD) »
  cme('6J', 'Japanese Yen', '12500000', '0.0000005'),
  // « 100,000 Australian dollars », « 0.0001 USD per AUD increments ($10.00 USD) »
  cme('6A', 'Australian Dollar', '100000', '0.0001'),
  // « 100,000 Canadian dollars », « 0.00005 USD per CAD increments ($5.00 USD) »
  cme('6C', 'Canadian Dollar', '100000', '0.00005'),
  // « 125,000 Swiss francs », « $.0001 per Swiss franc increments ($12.50/contract) »
  cme('6S', 'Swiss Franc', '125000', '0.0001'),
  // « 12,500 euro », « 0.0001 USD per EUR increments ($1.25 USD) »
  cme('M6E', 'Micro EUR/USD', '12500', '0.0001'),
  // « 6,250 British pounds », « 0.0001 USD per GBP increments ($0.625 USD) »
  cme('M6B', 'Micro GBP/USD', '6250', '0.0001'),
  // « 10,000 Australian dollars », « 0.0001 USD per AUD increments ($1.00 USD) »
  cme('M6A', 'Micro AUD/USD', '10000', '0.0001'),
  // « 5 bitcoin », « $5.00 per bitcoin = $25.00 per contract »
  cme('BTC', 'Bitcoin', '5', '5'),
  // « 0.10 bitcoin », « $5 per bitcoin = $0.50 per contract »
  cme('MBT', 'Micro Bitcoin', '0.1', '5'),
  // « 50 ether », « $0.25 per ether = $12.50 per contract »
  cme('ETH', 'Ether', '50', '0.25'),
  // « 0.10 ether », « $0.50 per ether = $0.05 per contract »
  cme('MET', 'Micro Ether', '0.1', '0.5'),
];
