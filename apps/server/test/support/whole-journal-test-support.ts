import type { CapitalAccount, Configuration, Trade } from '@carnet/contract';
import type { TestApp, TestUser } from '../build-test-app.ts';
import { postImport } from './imports-test-support.ts';
import { type Api, apiOf, longTrade, SETUP } from './trades-test-support.ts';

// A journal holding every kind of trade trades.csv must carry (docs/rules/trades.md–§11), for the round trip.

const CLOSE_DATE = '2026-11-17T09:00:00Z';
const MINUTE_MS = 60_000;

/** A trade file in the first layout of trades.csv, as an older Carnet wrote it: two imported trades. */
const FIRST_LAYOUT_FILE = [
  'external_id,asset_type,asset_name,direction,status,entry_date,entry_price,quantity,stop_loss_price,' +
    'take_profits,exits,close_date,close_price,fees,swap,gross_pnl,pnl_amount,pnl_source,realized_rr,planned_rr,' +
    'outcome,risk_pct,risk_amount,capital_account,configuration,setup_reason,post_trade_review,tags,plan,' +
    'plan_is_retroactive,be_moved,is_compliant,grade,timing_class,is_draft',
  // Still open after a partial exit, no stop: R unknown.
  'MT5-884422,FOREX,EURUSD,LONG,OPEN,2026-11-10T08:00:00.000Z,1.08,20000,,,1.085@5000@2026-11-10T09:30:00.000Z,,,' +
    '1.5,0,,,,,,,,,Ancien compte,,,,"[""import""]",,false,false,false,,,false',
  // Closed without a stop: the outcome comes from the reported net.
  'MT5-884423,CFD,US30,SHORT,CLOSED,2026-11-11T14:00:00.000Z,44000,2,,,43950@2@2026-11-11T15:00:00.000Z,' +
    '2026-11-11T15:00:00.000Z,43950,4,-0.8,100,95.2,REPORTED,,,WIN,,,Ancien compte,,,,[],,false,false,false,,,false',
].join('\r\n');

/** A global strategy and the UTC configuration SETUP (types « Cassure », « Retest »): same names for every user. */
export async function createSetup(api: Api): Promise<Configuration> {
  const parent = await api.ok<{ id: number }>(201, 'POST', '/api/v1/trading-strategies/', {
    name: 'Price action',
  });
  return api.ok<Configuration>(201, 'POST', '/api/v1/strategies/', { ...SETUP, parent_strategy: parent.id });
}

/**
 * A journal with every kind of trade, on an account « Compte principal » of 10 000 (risk 1 % = 100), in creation
 * order: closed after two targets with a configuration, its checklist, a type, tags that CSV and spreadsheets
 * trip on, a formula as reason, a review and REPORTED money; open with a plan recorded at once (not retroactive);
 * a SHORT at an ESTIMATED net with fees; closed without a risk amount (ESTIMATED, no net); out in three exits;
 * a draft; closed at the server's « now » (milliseconds); and two trades imported from a file of the first
 * layout, one still open after a partial exit and one closed, both without a stop.
 */
export async function arrangeWholeJournal(t: TestApp, user: TestUser, now: Date) {
  const api = apiOf(t, user);
  const setup = await createSetup(api);
  const account = await api.ok<CapitalAccount>(201, 'POST', '/api/v1/capital-accounts/', {
    name: 'Compte principal',
    starting_balance: '10000',
  });
  const retest = setup.types.find((type) => type.description === 'Retest');
  const planned = longTrade(account.id, {
    strategy: setup.id,
    strategy_type: retest?.id ?? null,
    setup_reason: '=HYPERLINK("https://example.test","clic")',
    tags: ['a,b "guillemets"', '=SOMME(A1)', '+1 R', "'apostrophe"],
    be_moved: true,
    take_profits: [
      { price: '51000', quantity_to_sell: '0.5' },
      { price: '51500', quantity_to_sell: '0.5' },
    ],
    initial_confirmations: [
      { key: 'HTF_ZONE', passed: true, note: 'Zone H4, « propre », "nette"' },
      { key: 'LTF_BOS', passed: true },
    ],
  });
  const first = await api.createTrade(planned);
  await api.close(first.id, {
    close_price: '52000',
    hit_take_profits: first.take_profits.map((tp) => tp.id),
    close_date: CLOSE_DATE,
    fees: '3.5',
    swap: '-1.25',
    pnl_amount: '2995.25',
  });
  await api.ok(200, 'PUT', `/api/v1/trades/${first.id}/`, {
    ...planned,
    post_trade_review: 'Sortie propre.\nÀ refaire : « attendre », "patience", -1 R évité',
  });

  await api.createTrade(
    longTrade(account.id, {
      tags: ['Ouvert'],
      entry_date: new Date(now.getTime() - 2 * MINUTE_MS).toISOString(),
    }),
  );

  // An oil CFD, whose lot brokers size differently: its money stays the estimate from R (docs/rules/money.md).
  const short = await api.createTrade(
    longTrade(account.id, {
      asset_type: 'CFD',
      asset_name: 'USOIL',
      direction: 'SHORT',
      entry_price: '1.1',
      stop_loss_price: '1.105',
      quantity: '10000',
      take_profits: [],
    }),
  );
  await api.close(short.id, { close_price: '1.0925', close_date: CLOSE_DATE, fees: '2' });

  const unrisked = await api.createTrade(longTrade(account.id, { risk_pct: null, take_profits: [] }));
  await api.close(unrisked.id, { close_price: '50500', close_date: CLOSE_DATE });

  const scaled = await api.createTrade(
    longTrade(account.id, {
      quantity: '3',
      take_profits: [
        { price: '51000', quantity_to_sell: '1' },
        { price: '51500', quantity_to_sell: '1' },
      ],
    }),
  );
  await api.close(scaled.id, {
    close_price: '49500',
    hit_take_profits: scaled.take_profits.map((tp) => tp.id),
    close_date: CLOSE_DATE,
  });

  await api.createTrade(
    longTrade(account.id, { is_draft: true, direction: 'SHORT', stop_loss_price: '51000', take_profits: [] }),
  );

  const atNow = await api.createTrade(
    longTrade(account.id, { entry_date: new Date(now.getTime() - 60 * MINUTE_MS).toISOString() }),
  );
  await api.close(atNow.id, { close_price: '50250' });

  const file = { name: 'ancien-export.csv', bytes: Buffer.from(FIRST_LAYOUT_FILE, 'utf8') };
  const imported = await postImport(t, user, '', file, { capital_account: account.id });
  if (imported.statusCode !== 201) throw new Error(`import de préparation : ${imported.body}`);

  const page = await api.ok<{ results: { id: number }[] }>(200, 'GET', '/api/v1/trades/');
  const ids = page.results.map((row) => row.id).sort((a, b) => a - b);
  const trades: Trade[] = [];
  for (const id of ids) trades.push(await api.trade(id));
  return { user, api, account, setup, trades };
}
