import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  backtestsApi,
  createScenarioSession,
  csvUpload,
  SCENARIO_METRICS,
} from '../../../test/support/backtests-test-support.ts';
import { CSV_UPLOAD_MESSAGES } from './csv-upload.ts';

const t = useTestApp();

let api: ReturnType<typeof backtestsApi>;
let headers: { authorization: string };
let sessionId: number;

/** What must not change when an import is refused: the session and its trades. */
async function snapshot() {
  return {
    session: (await api.getSession(sessionId)).json(),
    trades: (await api.listTrades(sessionId)).json(),
  };
}

beforeAll(async () => {
  const user = await t.createUser('csv-bad-input');
  headers = user.authHeader;
  api = backtestsApi(t, user);
  sessionId = (await createScenarioSession(api)).id;
});

describe('CSV import of bad input', () => {
  it('keeps the valid rows and reports each bad line with its number and field', async () => {
    const before = await snapshot();
    const text = [
      'entry_time,side,entry_price,qty,stop_loss,notes',
      '2026-01-08T09:00:00Z,LONG,1.1,100,1.09,ligne 2 valide',
      '2026-01-09T09:00:00Z,LONG,-1.1,100,,prix négatif',
      'demain matin,SHORT,1.2,100,,date illisible',
      '2026-01-10T09:00:00Z,FLAT,1.2,100,,sens inconnu',
      '2026-01-11T09:00:00Z,SHORT,1.2,50,1.25,ligne 6 valide',
    ].join('\n');
    const response = await api.importCsv(sessionId, text);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 2,
      errors: [
        { line: 3, errors: { entry_price: ["Prix d'entrée requis et doit être > 0"] } },
        {
          line: 4,
          errors: {
            entry_time: ['Date d’entrée invalide : date ISO 8601 attendue (ex. 2026-11-20T14:05:00Z).'],
          },
        },
        { line: 5, errors: { side: ['Sens invalide : LONG ou SHORT attendu.'] } },
      ],
    });
    const after = await snapshot();
    expect(after.trades.slice(0, 3)).toEqual(before.trades);
    expect(after.trades.slice(3).map((trade: { notes: string }) => trade.notes)).toEqual([
      'ligne 2 valide',
      'ligne 6 valide',
    ]);
    // Stopped-out long: 100 × (1.09 − 1.1) = −1; stopped-out short: 50 × (1.25 − 1.2) × −1 = −2.5.
    expect(after.session.metrics).toEqual({
      ...SCENARIO_METRICS,
      trades_total: 5,
      trades_closed: 4,
      total_pnl: '36.5',
      win_rate: 0.25,
      // 100 / 63.5 = 1.5748; equity 10 000 → 10 100 → 10 040 → 10 039 → 10 036.5: drawdown 63.5.
      profit_factor: 1.5748,
      max_drawdown_abs: '63.5',
    });
  });

  it('reports a text that is not CSV on line 1 and changes nothing', async () => {
    const before = await snapshot();
    const response = await api.importCsv(sessionId, 'Bonjour,\nceci n’est pas un export de trades.\n');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 0,
      errors: [
        {
          line: 1,
          errors: {
            non_field_errors: [
              'En-tête CSV non reconnu : colonnes entry_time, side, entry_price et qty attendues, ou export « List of trades » de TradingView.',
            ],
          },
        },
      ],
    });
    const empty = await api.importCsv(sessionId, '\r\n\r\n');
    expect(empty.json()).toEqual({
      imported: 0,
      errors: [{ line: 1, errors: { non_field_errors: ['Fichier CSV vide.'] } }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses binary content, a 6 MB file, a missing file and a JSON body with a file error', async () => {
    const before = await snapshot();
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    const binary = await api.importCsv(sessionId, png);
    expect(binary.statusCode).toBe(400);
    expect(binary.json()).toEqual({
      file: ["Ce fichier n'est pas un fichier CSV : son contenu n'est pas du texte."],
    });

    const row = '2026-03-01T09:00:00Z,LONG,1.1,100,1.09,remplissage\n';
    const big = `entry_time,side,entry_price,qty,stop_loss,notes\n${row.repeat(Math.ceil((6 * 1024 * 1024) / row.length))}`;
    const tooLarge = await api.importCsv(sessionId, big);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ file: ['Fichier trop volumineux (5 Mo maximum).'] });

    const url = `/api/v1/backtests/sessions/${sessionId}/import_csv/`;
    const wrongField = csvUpload('entry_time,side,entry_price,qty\n', 'files');
    const noFile = await t.app.inject({
      method: 'POST',
      url,
      payload: wrongField.payload,
      headers: { ...wrongField.headers, ...headers },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ file: ["Aucun fichier n'a été soumis."] });
    const json = await t.app.inject({ method: 'POST', url, headers, payload: { file: 'entry_time' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ file: ["Aucun fichier n'a été soumis."] });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a multipart body without a boundary or cut short with a French 400 on file', async () => {
    const before = await snapshot();
    const url = `/api/v1/backtests/sessions/${sessionId}/import_csv/`;
    const upload = csvUpload('entry_time,side,entry_price,qty\n2026-03-01T09:00:00Z,LONG,1.1,100\n');
    const closing = upload.payload.lastIndexOf('\r\n--');
    for (const [contentType, payload] of [
      ['multipart/form-data', upload.payload],
      [upload.headers['content-type'], upload.payload.subarray(0, closing)],
      [upload.headers['content-type'], Buffer.from('pas du multipart')],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json()).toEqual({ file: [CSV_UPLOAD_MESSAGES.unreadable] });
    }
    expect(CSV_UPLOAD_MESSAGES.unreadable).toBe('Envoi multipart illisible.');
    expect(await snapshot()).toEqual(before);
  });
});
