import type { TestApp, TestUser } from '../build-test-app.ts';
import { importBody } from './imports-test-support.ts';

/** POST a candle file to /api/v1/candles/import/ as `user`, with its form fields. */
export function postCandles(
  t: TestApp,
  user: TestUser,
  text: string | Buffer,
  fields: Record<string, string> = {},
) {
  const body = importBody('bars.csv', typeof text === 'string' ? Buffer.from(text) : text, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/candles/import/',
    headers: { ...user.authHeader, ...body.headers },
    payload: body.payload,
  });
}

export type Bar = { at: string; o: string; h: string; l: string; c: string };

/** MetaTrader 5 « Export bars » text of 1-minute bars given at wall-clock times `YYYY.MM.DD HH:MM`. */
export function mt5Bars(bars: readonly Bar[]): string {
  const rows = bars.map(({ at, o, h, l, c }) => {
    const [date, time] = at.split(' ');
    return [date, `${time}:00`, o, h, l, c, '10', '0', '2'].join('\t');
  });
  return ['<DATE>\t<TIME>\t<OPEN>\t<HIGH>\t<LOW>\t<CLOSE>\t<TICKVOL>\t<VOL>\t<SPREAD>', ...rows].join('\r\n');
}

/** `count` quiet 1-minute bars from `hour:minute` of a day, every one within [low, high]. */
export function quietBars(
  day: string,
  hour: number,
  minute: number,
  count: number,
  low: string,
  high: string,
): Bar[] {
  return Array.from({ length: count }, (_, index) => {
    const total = hour * 60 + minute + index;
    const at = `${day} ${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
    return { at, o: low, h: high, l: low, c: high };
  });
}
