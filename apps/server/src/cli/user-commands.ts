import { emailSchema, FIELD_MESSAGES, passwordSchema, usernameSchema } from '@carnet/contract';
import type { z } from 'zod';
import type { UsersService } from '../features/users/users.service.ts';
import { HTTP_MESSAGES, HttpError } from '../http/errors.ts';
import { type CliArguments, CliError } from './cli-arguments.ts';
import { promptNewPassword, readPasswordFromStdin } from './read-password.ts';

export const USER_USAGE = `Utilisation :
  npm run carnet -- user create <nom> [--email <e-mail>] [--staff] [--password-stdin]
  npm run carnet -- user list
  npm run carnet -- user passwd <nom> [--password-stdin]
  npm run carnet -- user disable <nom>
  npm run carnet -- user enable <nom>`;

type Output = (line: string) => void;

export type UserCommand = (users: UsersService, print: Output) => Promise<void>;

/**
 * `carnet user …` (README.md). Arguments and the new password are checked before the database is opened, so a
 * typo never waits for (or on) the database.
 */
export async function prepareUserCommand(args: CliArguments): Promise<UserCommand> {
  const [action, name] = args.positionals;
  switch (action) {
    case 'create': {
      const username = parse(usernameSchema, requireName(name), "Nom d'utilisateur");
      const email = parse(emailSchema, args.options.get('email') ?? '', 'E-mail');
      const password = await readNewPassword(args);
      const isStaff = args.flags.has('staff');
      return async (users, print) => {
        await explainFieldErrors(() => users.create({ username, email, password, isStaff }));
        print(`Utilisateur « ${username} » créé${isStaff ? ' (administrateur)' : ''}.`);
      };
    }
    case 'list':
      return async (users, print) => printUsers(await users.list(), print);
    case 'passwd': {
      const username = requireName(name);
      const password = await readNewPassword(args);
      return async (users, print) => {
        const user = await findUser(users, username);
        await users.setPassword(user.id, password);
        print(`Mot de passe de « ${user.username} » modifié ; ses sessions ouvertes sont fermées.`);
      };
    }
    case 'disable':
    case 'enable': {
      const username = requireName(name);
      return async (users, print) => {
        const user = await findUser(users, username);
        await users.update(user.id, { isActive: action === 'enable' }, null);
        print(`Compte « ${user.username} » ${action === 'enable' ? 'réactivé' : 'désactivé'}.`);
      };
    }
    default:
      throw new CliError(USER_USAGE, 2);
  }
}

function requireName(name: string | undefined): string {
  if (name === undefined) throw new CliError(USER_USAGE, 2);
  return name;
}

async function findUser(users: UsersService, name: string) {
  const user = await users.findByUsername(name);
  if (!user) throw new CliError(`Utilisateur « ${name} » introuvable.`);
  return user;
}

async function readNewPassword(args: CliArguments): Promise<string> {
  const password = args.flags.has('password-stdin')
    ? await readPasswordFromStdin()
    : await promptNewPassword();
  if (password === null) throw new CliError(FIELD_MESSAGES.passwordsDiffer);
  return parse(passwordSchema, password, 'Mot de passe');
}

function parse<T>(schema: z.ZodType<T>, value: unknown, label: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new CliError(`${label} : ${result.error.issues.map((issue) => issue.message).join(' ')}`);
}

/** Service field errors (e.g. a taken username) become one readable line. */
async function explainFieldErrors<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const messages = Object.values(error.body)
      .flat()
      .filter((entry) => typeof entry === 'string');
    throw new CliError(messages.join(' ') || HTTP_MESSAGES.badRequest);
  }
}

function printUsers(users: Awaited<ReturnType<UsersService['list']>>, print: Output): void {
  const rows = users.map((user) => [
    String(user.id),
    user.username,
    user.email || '—',
    user.is_staff ? 'oui' : 'non',
    user.is_active ? 'oui' : 'non',
    user.last_login ?? 'jamais',
  ]);
  const table = [['id', 'nom', 'e-mail', 'administrateur', 'actif', 'dernière connexion'], ...rows];
  const widths =
    table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of table)
    print(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  if (rows.length === 0) print('Aucun utilisateur.');
}
