import { type FuturesContract, futuresContractOf } from './futures-contract.ts';

// U.S. Treasury futures (CBOT): « Price Quotation: points ($1,000) and fractions of a point » of a face value of
// $100,000 ($200,000 for the 2-year note, whose point is $2,000); « Minimum Price Fluctuation » as quoted below.
// Eurex government bond futures: « Contract values EUR 100,000 », « Price quotation in a percentage of the par
// value, carried out two decimal places »: a point is 1 % of EUR 100,000 = EUR 1,000.
const cbot = (...spec: Parameters<typeof futuresContractOf>[2]) => futuresContractOf('CBOT', 'USD', spec);
const eurex = (...spec: Parameters<typeof futuresContractOf>[2]) => futuresContractOf('EUREX', 'EUR', spec);

export const INTEREST_RATE_FUTURES: readonly FuturesContract[] = [
  // « 1/8 of 1/32 of one point ($7.8125) »
  cbot('ZT', '2-Year T-Note', '2000', '0.00390625', 'EIGHTH_THIRTY_SECONDS'),
  // « 1/4 of 1/32 of one point ($7.8125) »
  cbot('ZF', '5-Year T-Note', '1000', '0.0078125', 'QUARTER_THIRTY_SECONDS'),
  // « 1/2 of 1/32 of one point ($15.625) »: the 64th of a point
  cbot('ZN', '10-Year T-Note', '1000', '0.015625', 'HALF_THIRTY_SECONDS'),
  // « 1/2 of 1/32 of one point (0.015625) = $15.625 »
  cbot('TN', 'Ultra 10-Year T-Note', '1000', '0.015625', 'HALF_THIRTY_SECONDS'),
  // « 1/32 of one point ($31.25) »
  cbot('ZB', 'U.S. Treasury Bond', '1000', '0.03125', 'THIRTY_SECONDS'),
  // « 1/32 of one point ($31.25) »
  cbot('UB', 'Ultra U.S. Treasury Bond', '1000', '0.03125', 'THIRTY_SECONDS'),
  // « 0.01 percent, equivalent to a value of EUR 10 »
  eurex('FGBL', 'Euro-Bund', '1000', '0.01'),
  // « 0.01 percent, equivalent to a value of EUR 10 »
  eurex('FGBM', 'Euro-Bobl', '1000', '0.01'),
  // « 0.005 percent, equivalent to a value of EUR 5 »
  eurex('FGBS', 'Euro-Schatz', '1000', '0.005'),
  // « 0.02 percent, equivalent to a value of EUR 20 »
  eurex('FGBX', 'Euro-Buxl', '1000', '0.02'),
];
