import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/build-test-app.ts';
import { users } from '../../db/schema/index.ts';
import { createAccountServices } from '../../services.ts';
import { INITIAL_ADMIN_MESSAGES, initialAdminBanner, initialAdminNotice } from './initial-admin-notice.ts';

// Two databases: accounts made by `carnet user create` before the first start, with and without one named admin.
const cliAccountsOnly = useTestApp();
const cliAdminNotStaff = useTestApp();

/** What `npm run carnet -- user create <name>` does: the users service, no staff rights. */
const createFromCommandLine = (t: TestApp, username: string) =>
  createAccountServices(t.db).usersService.create({
    username,
    email: '',
    password: 'mot-de-passe-de-la-ligne',
    isStaff: false,
  });

const firstStart = (t: TestApp, configuredPassword: string | null) =>
  createAccountServices(t.db).usersService.ensureInitialAdmin(configuredPassword);

const logIn = (t: TestApp, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/jwt/create/', payload: { username, password } });

describe('the first administrator at start-up (accounts created by the command line first)', () => {
  it('creates a staff admin while no staff account exists, then never again', async () => {
    const t = cliAccountsOnly;
    await createFromCommandLine(t, 'alice');
    await createFromCommandLine(t, 'bruno');

    const created = await firstStart(t, null);
    if (created.kind !== 'created') throw new Error(`admin not created: ${created.kind}`);
    expect(initialAdminNotice(created, null)).toBe(
      `Compte administrateur créé : admin / ${created.password}`,
    );
    const login = await logIn(t, 'admin', created.password);
    expect(login.statusCode).toBe(200);
    const admin = { authorization: `Bearer ${login.json().access}` };
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users/', headers: admin });
    expect(page.statusCode).toBe(200);

    expect(await firstStart(t, null)).toEqual({ kind: 'staff_exists' });
    expect(initialAdminNotice({ kind: 'staff_exists' }, null)).toBeNull();
  });

  it('leaves a non-staff account named admin alone and says how to create an administrator', async () => {
    const t = cliAdminNotStaff;
    await createFromCommandLine(t, 'Admin');
    const [before] = await t.db.select().from(users).where(eq(users.username, 'Admin'));

    const outcome = await firstStart(t, 'un-mot-de-passe-configure');
    expect(outcome).toEqual({ kind: 'admin_not_staff' });
    const notice = initialAdminNotice(outcome, 'un-mot-de-passe-configure');
    expect(notice).toBe(INITIAL_ADMIN_MESSAGES.adminNotStaff);
    expect(notice).toContain('npm run carnet -- user create <nom> --staff');
    expect(notice).toContain('« admin » existe déjà sans droits');

    const after = await t.db.select().from(users);
    expect(after).toEqual([before]);
    expect((await logIn(t, 'admin', 'un-mot-de-passe-configure')).statusCode).toBe(401);
  });

  it('sets the notice apart in a frame, with what to do next when the account was created', () => {
    const created = { kind: 'created', password: 'k3J-genere' } as const;
    const lines = (initialAdminBanner(created, null, 'http://127.0.0.1:8000') ?? '').split('\n');
    expect(lines[1]).toMatch(/^═{72}$/);
    expect(lines.at(-2)).toBe(lines[1]);
    expect(lines.slice(2, -2)).toEqual([
      '  Compte administrateur créé : admin / k3J-genere',
      '  Ce mot de passe ne sera plus affiché : notez-le.',
      '  Ouvrez http://127.0.0.1:8000, connectez-vous, puis créez les comptes de vos traders (Administration).',
    ]);
    const configured = initialAdminBanner(created, 'k3J-genere', 'x') ?? '';
    expect(configured).not.toContain('k3J-genere');
    expect(configured).not.toContain('ne sera plus affiché');
    const notStaff = initialAdminBanner({ kind: 'admin_not_staff' }, null, 'x') ?? '';
    expect(notStaff.split('\n').slice(2, -2)).toEqual([`  ${INITIAL_ADMIN_MESSAGES.adminNotStaff}`]);
    expect(initialAdminBanner({ kind: 'staff_exists' }, null, 'x')).toBeNull();
  });

  it('never prints a password that came from CARNET_ADMIN_PASSWORD', () => {
    expect(initialAdminNotice({ kind: 'created', password: 'secret-configure' }, 'secret-configure')).toBe(
      'Compte administrateur créé : admin / (mot de passe de CARNET_ADMIN_PASSWORD)',
    );
  });
});
