import { ExactMoneySum, type MoneyUnits, unitsToDecimalString } from './exact-money.ts';
import { periodLabel } from './periods.ts';

/** One close day of a money curve: the net money of the trades closed that day and the running total after it. */
export type MoneyCurvePoint = { date: string; net: string; cumulative_net: string };

/** The cumulative net money (docs/rules/trades.md) of the trades closed in one account currency, day by day. */
export type MoneyCurve = { currency: string; points: MoneyCurvePoint[] };

type DaySum = { day: number; net: ExactMoneySum };

/** Net money per local day of one currency; days come in order but a zone's transition may step one back. */
class CurrencyDays {
  readonly days: DaySum[] = [];

  add(localDay: number, units: MoneyUnits): void {
    let index = this.days.length - 1;
    while (index >= 0 && (this.days[index]?.day ?? Number.NaN) > localDay) index--;
    let daySum = this.days[index];
    if (daySum?.day !== localDay) {
      daySum = { day: localDay, net: new ExactMoneySum() };
      this.days.splice(index + 1, 0, daySum);
    }
    daySum.net.add(units);
  }

  points(): MoneyCurvePoint[] {
    const cumulative = new ExactMoneySum();
    return this.days.map(({ day, net }) => {
      const dayNet = net.total();
      cumulative.add(dayNet);
      return {
        date: periodLabel(day),
        net: unitsToDecimalString(dayNet),
        cumulative_net: cumulative.toDecimalString(),
      };
    });
  }
}

/**
 * Builds one money curve per account currency (amounts in different currencies are never added together), each
 * point a local close day. Feed it the closed trades in close-date order.
 */
export class MoneyCurves {
  private readonly byCurrency = new Map<string, CurrencyDays>();
  private lastCurrency = '';
  private last: CurrencyDays | undefined;

  add(currency: string, localDay: number, units: MoneyUnits): void {
    if (currency !== this.lastCurrency || this.last === undefined) {
      let days = this.byCurrency.get(currency);
      if (days === undefined) {
        days = new CurrencyDays();
        this.byCurrency.set(currency, days);
      }
      this.lastCurrency = currency;
      this.last = days;
    }
    this.last.add(localDay, units);
  }

  /** The curves, by currency code. */
  curves(): MoneyCurve[] {
    return [...this.byCurrency.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, days]) => ({ currency, points: days.points() }));
  }
}
