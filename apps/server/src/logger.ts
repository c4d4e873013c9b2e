import { type Logger, pino } from 'pino';
import type { LogLevel } from './config.ts';
import { redactSecrets } from './http/redact-secrets.ts';

const LEVEL_NAMES = new Map([
  [10, 'TRACE'],
  [20, 'DEBUG'],
  [30, 'INFO '],
  [40, 'WARN '],
  [50, 'ERROR'],
  [60, 'FATAL'],
]);

type LogEntry = { level?: number; time?: number; msg?: string; err?: { stack?: string; message?: string } };

/**
 * Pino writing one readable line per entry (`12:04:05 INFO  Carnet écoute sur …`): a self-hosted server's
 * log is read by a person first. Errors keep their stack on the following lines. Only the message and the
 * stack are written (no serialized request), both with URL secrets masked: Fastify's own messages may quote
 * a request's URL.
 */
export function createLogger(level: LogLevel, output: NodeJS.WritableStream = process.stdout): Logger {
  return pino({ level }, { write: (line: string) => output.write(formatEntry(line)) });
}

function formatEntry(line: string): string {
  let entry: LogEntry;
  try {
    entry = JSON.parse(line);
  } catch {
    return redactSecrets(line);
  }
  const time = new Date(entry.time ?? Date.now()).toISOString().slice(11, 19);
  const level = LEVEL_NAMES.get(entry.level ?? 30) ?? 'INFO ';
  const stack = entry.err?.stack ? `\n${entry.err.stack}` : '';
  return `${time} ${level} ${redactSecrets(`${entry.msg ?? ''}${stack}`)}\n`;
}
