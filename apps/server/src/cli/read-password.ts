import { stdin, stdout } from 'node:process';

/** The whole of standard input, minus one trailing newline (`--password-stdin`). */
export async function readPasswordFromStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks twice on the terminal without echoing; null when the two entries differ. */
export async function promptNewPassword(): Promise<string | null> {
  if (!stdin.isTTY) return readPasswordFromStdin();
  const first = await promptHidden('Mot de passe : ');
  const second = await promptHidden('Confirmez le mot de passe : ');
  return first === second ? first : null;
}

const ENTER = new Set(['\r', '\n', '\u0004']);
const BACKSPACE = new Set(['\u007f', '\b']);
const CTRL_C = '\u0003';

function promptHidden(question: string): Promise<string> {
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      outcome();
    };
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === CTRL_C) return finish(() => reject(new Error('Saisie interrompue.')));
        if (ENTER.has(key)) return finish(() => resolve(typed));
        typed = BACKSPACE.has(key) ? typed.slice(0, -1) : typed + key;
      }
    };
    stdin.on('data', onData);
  });
}
