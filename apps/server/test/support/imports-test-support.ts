import type { TestApp, TestUser } from '../build-test-app.ts';

const BOUNDARY = '----carnet-import-boundary';

/** A multipart import body: the `file` part and the text fields beside it. */
export function importBody(fileName: string, bytes: Buffer, fields: Record<string, string | number> = {}) {
  const parts: Uint8Array[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** POST a file to /api/v1/imports/<path> as `user`. */
export function postImport(
  t: TestApp,
  user: TestUser,
  path: '' | 'preview/' | 'header/',
  file: { name: string; bytes: Buffer },
  fields: Record<string, string | number> = {},
) {
  const body = importBody(file.name, file.bytes, fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/imports/${path}`,
    headers: { ...user.authHeader, ...body.headers },
    payload: body.payload,
  });
}

/** A Tradovate Performance export of one fill pair, in the platform's exact layout (a MES long, +$62.50). */
export const ONE_PAIR_PERFORMANCE = {
  name: 'Performance.csv',
  bytes: Buffer.from(
    'symbol,_priceFormat,_priceFormatType,_tickSize,buyFillId,sellFillId,qty,buyPrice,sellPrice,pnl,' +
      'boughtTimestamp,soldTimestamp,duration\n' +
      'MESH5,-2,0,0.25,6008478034,6008478078,1,6117.75,6130.25,$62.50,01/22/2025 23:02:03,' +
      '01/23/2025 00:30:16,1h 28min 12sec\n',
  ),
};

/** Imports ONE_PAIR_PERFORMANCE into `accountId` and answers the batch's id. */
export async function importOnePair(t: TestApp, user: TestUser, accountId: number): Promise<number> {
  const answer = await postImport(t, user, '', ONE_PAIR_PERFORMANCE, {
    capital_account: accountId,
    timezone: 'UTC',
  });
  if (answer.statusCode !== 201)
    throw new Error(`import de préparation : ${answer.statusCode} ${answer.body}`);
  return answer.json<{ id: number }>().id;
}
