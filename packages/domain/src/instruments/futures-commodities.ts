import { type FuturesContract, futuresContractOf } from './futures-contract.ts';

// CME Group's contract specifications (NYMEX, COMEX, CBOT, CME): « Contract Unit » × the price quotation's unit
// gives the point value; « Minimum Price Fluctuation » the tick. Grains, soybean oil and livestock are quoted in
// U.S. cents: their point is one cent.
const nymex = (...spec: Parameters<typeof futuresContractOf>[2]) => futuresContractOf('NYMEX', 'USD', spec);
const comex = (...spec: Parameters<typeof futuresContractOf>[2]) => futuresContractOf('COMEX', 'USD', spec);
const cbot = (...spec: Parameters<typeof futuresContractOf>[2]) => futuresContractOf('CBOT', 'USD', spec);
const cme = (...spec: Parameters<typeof futuresContractOf>[2]) => futuresContractOf('CME', 'USD', spec);

export const COMMODITY_FUTURES: readonly FuturesContract[] = [
  // « 1,000 barrels », « $0.01 per barrel = $10.00 »
  nymex('CL', 'Crude Oil (WTI)', '1000', '0.01'),
  // « 100 barrels », « $0.01 per barrel = $1.00 »
  nymex('MCL', 'Micro WTI Crude Oil', '100', '0.01'),
  // « 500 barrels », « $0.025 per barrel = $12.50 »
  nymex('QM', 'E-mini Crude Oil', '500', '0.025'),
  // « 1,000 barrels », « $0.01 per barrel = $10.00 »
  nymex('BZ', 'Brent Crude Oil Last Day Financial', '1000', '0.01'),
  // « 10,000 million British thermal units (mmBtu) », « $0.001 per MMBtu = $10.00 »
  nymex('NG', 'Henry Hub Natural Gas', '10000', '0.001'),
  // « 2,500 MMBtu », « $0.005 per MMBtu = $12.50 »
  nymex('QG', 'E-mini Henry Hub Natural Gas', '2500', '0.005'),
  // « 42,000 gallons », « $0.0001 per gallon = $4.20 »
  nymex('RB', 'RBOB Gasoline', '42000', '0.0001'),
  // « 42,000 gallons », « $0.0001 per gallon = $4.20 »
  nymex('HO', 'NY Harbor ULSD (Heating Oil)', '42000', '0.0001'),
  // « 50 troy ounces », « $0.10 per troy ounce = $5.00 »
  nymex('PL', 'Platinum', '50', '0.1'),
  // « 100 troy ounces », « $0.10 per troy ounce = $10.00 »
  comex('GC', 'Gold', '100', '0.1'),
  // « 10 troy ounces », « $0.10 per troy ounce = $1.00 »
  comex('MGC', 'Micro Gold', '10', '0.1'),
  // « 5,000 troy ounces », « $0.005 per troy ounce = $25.00 »
  comex('SI', 'Silver', '5000', '0.005'),
  // « 1,000 troy ounces », « $0.005 per troy ounce = $5.00 »
  comex('SIL', 'Micro Silver', '1000', '0.005'),
  // « 25,000 pounds », « $0.0005 per pound = $12.50 »
  comex('HG', 'Copper', '25000', '0.0005'),
  // « 2,500 pounds », « $0.0005 per pound = $1.25 »
  comex('MHG', 'Micro Copper', '2500', '0.0005'),
  // « 5,000 bushels », « 1/4 of one cent (0.0025) per bushel = $12.50 », quoted in cents per bushel
  cbot('ZC', 'Corn', '50', '0.25', 'EIGHTHS'),
  // « 5,000 bushels », « 1/4 of one cent (0.0025) per bushel = $12.50 »
  cbot('ZS', 'Soybeans', '50', '0.25', 'EIGHTHS'),
  // « 5,000 bushels », « 1/4 of one cent (0.0025) per bushel = $12.50 »
  cbot('ZW', 'Chicago SRW Wheat', '50', '0.25', 'EIGHTHS'),
  // « 5,000 bushels », « 1/4 of one cent (0.0025) per bushel = $12.50 »
  cbot('KE', 'KC HRW Wheat', '50', '0.25', 'EIGHTHS'),
  // « 60,000 pounds », « 0.01 cents per pound = $6.00 », quoted in cents per pound
  cbot('ZL', 'Soybean Oil', '600', '0.01'),
  // « 100 short tons », « $0.10 per short ton = $10.00 »
  cbot('ZM', 'Soybean Meal', '100', '0.1'),
  // « 40,000 pounds », « $0.00025 per pound (= $10.00) », quoted in cents per pound
  cme('LE', 'Live Cattle', '400', '0.025'),
  // « 40,000 pounds », « $0.00025 per pound (= $10.00) », quoted in cents per pound
  cme('HE', 'Lean Hogs', '400', '0.025'),
  // « 50,000 pounds », « $0.00025 per pound (= $12.50) », quoted in cents per pound
  cme('GF', 'Feeder Cattle', '500', '0.025'),
];
