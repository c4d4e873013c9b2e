import { IMPORT_MESSAGES, IMPORT_ZONE_PRESETS, type ImportPreview } from '@carnet/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { postImport } from '../../../test/support/imports-test-support.ts';
import { GOLD_LONG, mt5HtmlReport } from '../../../test/support/mt5-html-test-support.ts';
import { apiOf, createAccount } from '../../../test/support/trades-test-support.ts';

const t = useTestApp();

// A gold long of 10:15 to 11:00 broker time, net 1,250.00 − 3.50 − 1.10 (statement-check-api.test.ts).
const REPORT = mt5HtmlReport([GOLD_LONG], '1245.40');

describe('the zone of a file that writes none (docs/rules/imports.md#time-zones)', () => {
  it('proposes MetaTrader’s broker zones, reads the preview in the first, and imports only once one is chosen', async () => {
    const user = await t.createUser('zone-mt5');
    const account = await createAccount(apiOf(t, user), '10000');
    const preview = await postImport(t, user, 'preview/', REPORT, { capital_account: account.id });
    expect(preview.statusCode, preview.body).toBe(200);
    const read = preview.json<ImportPreview>();
    expect(read).toMatchObject({
      timezone: 'Europe/Helsinki',
      timezone_stated: false,
      timezone_to_choose: true,
    });
    expect(read.timezone_presets).toEqual(IMPORT_ZONE_PRESETS.MT5_REPORT);
    // 10:15:30 in Helsinki's summer time, UTC+3.
    expect(read.trades[0]?.entry_date).toBe('2025-05-02T07:15:30Z');

    const unchosen = await postImport(t, user, '', REPORT, { capital_account: account.id });
    expect([unchosen.statusCode, unchosen.json()]).toEqual([
      400,
      { timezone: [IMPORT_MESSAGES.zoneToChoose] },
    ]);
    const chosen = { capital_account: account.id, timezone: 'Etc/GMT-2' };
    const confirmed = await postImport(t, user, 'preview/', REPORT, chosen);
    expect(confirmed.json<ImportPreview>()).toMatchObject({
      timezone: 'Etc/GMT-2',
      timezone_to_choose: false,
    });
    expect(confirmed.json<ImportPreview>().trades[0]?.entry_date).toBe('2025-05-02T08:15:30Z');
    // The proposal, named by the trader, imports (not the proposal's answer kept by recent-answers.ts).
    const proposed = { capital_account: account.id, timezone: 'Europe/Helsinki' };
    expect((await postImport(t, user, '', REPORT, proposed)).statusCode).toBe(201);
  });
});

describe('a file already imported into another account (docs/rules/imports.md#duplicates)', () => {
  it('names the caller’s other accounts holding its trades, never another user’s', async () => {
    const user = await t.createUser('elsewhere-owner');
    const api = apiOf(t, user);
    const first = await createAccount(api, '10000', { name: 'Compte FTMO' });
    const second = await createAccount(api, '5000');
    const fields = (accountId: number) => ({ capital_account: accountId, timezone: 'UTC' });
    const previewIn = async (who: typeof user, accountId: number) =>
      (await postImport(t, who, 'preview/', REPORT, fields(accountId))).json<ImportPreview>();
    expect((await previewIn(user, second.id)).imported_elsewhere).toEqual([]);

    expect((await postImport(t, user, '', REPORT, fields(first.id))).statusCode).toBe(201);
    expect((await previewIn(user, second.id)).imported_elsewhere).toEqual([
      { capital_account: first.id, name: 'Compte FTMO', trades: 1 },
    ]);
    // Into the account that holds them: duplicates, not a warning.
    const again = await previewIn(user, first.id);
    expect(again).toMatchObject({ duplicates: 1, imported_elsewhere: [] });

    const stranger = await t.createUser('elsewhere-stranger');
    const theirs = await createAccount(apiOf(t, stranger), '1000');
    expect((await previewIn(stranger, theirs.id)).imported_elsewhere).toEqual([]);
  });
});
