import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { loadDemoInto, ownedRows, signIn } from '../../test/support/demo-test-support.ts';
import { CliError, parseArguments } from '../cli/cli-arguments.ts';
import { createAccountServices } from '../services.ts';
import { prepareDemoCommand } from './demo-command.ts';
import { DemoUserTakenError } from './demo-user.ts';

const t = useTestApp();

const TAKEN_MESSAGE =
  "Un utilisateur « demo » existe déjà et n'est pas un compte de démonstration : il n'a pas été modifié. " +
  'Renommez ou supprimez ce compte pour charger la démo.';

describe('carnet demo — refusals', () => {
  it('never touches a real account named demo (whatever its case)', async () => {
    const real = await t.createUser('Demo');
    await expect(loadDemoInto(t, { now: new Date(), password: 'peu-importe-ici' })).rejects.toThrow(
      new DemoUserTakenError(),
    );
    expect(new DemoUserTakenError().message).toBe(TAKEN_MESSAGE);
    const { usersService } = createAccountServices(t.db);
    expect(await usersService.findByUsername('demo')).toMatchObject({ id: real.id, isDemo: false });
    expect(await ownedRows(t.db, real.id)).toMatchObject({
      trades: 0,
      capitalAccounts: 0,
      configurations: 0,
    });
    await signIn(t, 'Demo', real.password);
  });

  it('turns the refusal into a French command-line error (exit code 1)', async () => {
    const run = await prepareDemoCommand(parseArguments([]), t.config, {
      CARNET_DEMO_PASSWORD: 'secret-de-demo',
    });
    const printed: string[] = [];
    const database = { db: t.db, driver: 'pglite' as const, migrate: async () => {}, close: async () => {} };
    const failure = await run(database, (line) => printed.push(line)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CliError);
    expect(failure).toMatchObject({ message: TAKEN_MESSAGE, exitCode: 1 });
    expect(printed).toEqual([]);
  });

  it('checks its arguments and CARNET_DEMO_PASSWORD before opening the database', async () => {
    await expect(prepareDemoCommand(parseArguments(['encore']), t.config, {})).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('npm run demo'),
    });
    await expect(
      prepareDemoCommand(parseArguments([]), t.config, { CARNET_DEMO_PASSWORD: 'court' }),
    ).rejects.toMatchObject({
      exitCode: 1,
      message: 'CARNET_DEMO_PASSWORD : Le mot de passe doit contenir au moins 8 caractères.',
    });
  });
});
