/** A failure to show the user as is; `exitCode` 2 for wrong usage, 1 otherwise. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export type CliArguments = {
  positionals: string[];
  /** `--name value` */
  options: Map<string, string>;
  /** `--name` alone */
  flags: Set<string>;
};

const OPTIONS_WITH_VALUE = new Set(['email']);

export function parseArguments(argv: readonly string[]): CliArguments {
  const parsed: CliArguments = { positionals: [], options: new Map(), flags: new Set() };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (!argument.startsWith('--')) {
      parsed.positionals.push(argument);
      continue;
    }
    const [name = '', inlineValue] = argument.slice(2).split(/=(.*)/s);
    if (!OPTIONS_WITH_VALUE.has(name)) {
      parsed.flags.add(name);
      continue;
    }
    const value = inlineValue ?? argv[index + 1];
    if (value === undefined) throw new CliError(`L'option --${name} attend une valeur.`, 2);
    parsed.options.set(name, value);
    if (inlineValue === undefined) index += 1;
  }
  return parsed;
}
