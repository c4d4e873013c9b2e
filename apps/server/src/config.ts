import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseDuration } from './duration.ts';
import type { S3MediaOptions } from './media/index.ts';
import { WEB_DIST_DIR } from './paths.ts';
import { checkS3Env, s3EnvShape, s3OptionsFrom } from './s3-config.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const durationSchema = (fallback: string) =>
  z.preprocess(
    blankAsUndefined,
    z
      .string()
      .default(fallback)
      .transform((text, ctx) => {
        const seconds = parseDuration(text);
        if (seconds === null) {
          ctx.addIssue({ code: 'custom', message: 'durée attendue, par exemple 900, 15m, 12h ou 14d' });
          return z.NEVER;
        }
        return seconds;
      }),
  );

const PUBLIC_URL_MESSAGE = 'adresse absolue http(s) attendue, par exemple https://carnet.example.org';

/**
 * PUBLIC_URL: the address clients reach Carnet at, for the links the API writes (the trade list's `next`);
 * never taken from the Host header, which any client sets. No trailing slash, no query, no fragment.
 */
const publicUrlSchema = z.preprocess(
  blankAsUndefined,
  z
    .string()
    .transform((text, ctx) => {
      const url = URL.canParse(text) ? new URL(text) : null;
      const isPlain = url !== null && url.search === '' && url.hash === '' && !url.username && !url.password;
      if (!isPlain || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        ctx.addIssue({ code: 'custom', message: PUBLIC_URL_MESSAGE });
        return z.NEVER;
      }
      return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    })
    .optional(),
);

const MAX_BACKUPS_KEPT = 365;
const BACKUP_KEEP_MESSAGE = `entier entre 0 et ${MAX_BACKUPS_KEPT} attendu (0 arrête les sauvegardes quotidiennes)`;

const envSchema = z.object({
  PORT: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int().min(1).max(65535, 'entier entre 1 et 65535 attendu').default(8000),
  ),
  HOST: z.preprocess(blankAsUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(blankAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'URL attendue de la forme postgres://utilisateur@hôte:5432/base')
      .optional(),
  ),
  JWT_SECRET: z.preprocess(blankAsUndefined, z.string().min(32, '32 caractères au moins').optional()),
  ACCESS_TOKEN_TTL: durationSchema('15m'),
  REFRESH_TOKEN_TTL: durationSchema('14d'),
  LOG_LEVEL: z.preprocess(blankAsUndefined, z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: z.preprocess(blankAsUndefined, z.string().optional()),
  MAX_UPLOAD_MB: z.preprocess(blankAsUndefined, z.coerce.number().positive().max(1024).default(10)),
  BACKUP_KEEP: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: BACKUP_KEEP_MESSAGE })
      .int(BACKUP_KEEP_MESSAGE)
      .min(0, BACKUP_KEEP_MESSAGE)
      .max(MAX_BACKUPS_KEPT, BACKUP_KEEP_MESSAGE)
      .default(7),
  ),
  CARNET_ADMIN_PASSWORD: z.preprocess(
    blankAsUndefined,
    z.string().min(8, '8 caractères au moins').optional(),
  ),
  PUBLIC_URL: publicUrlSchema,
  REQUEST_TIMEOUT: durationSchema('60s'),
  ...s3EnvShape,
});

export type Config = {
  port: number;
  host: string;
  /** Absolute path; holds the embedded database, the JWT secret and uploads. */
  dataDir: string;
  databaseUrl: string | null;
  /** Null until resolved by `resolveJwtSecret` (the CLI never needs it). */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  logLevel: LogLevel;
  trustProxy: boolean | number | string;
  maxUploadBytes: number;
  /** S3-compatible storage for screenshots when S3_BUCKET is set; null keeps them under DATA_DIR/uploads. */
  s3: S3MediaOptions | null;
  adminPassword: string | null;
  /** Daily backups of the embedded database kept in DATA_DIR/backups (BACKUP_KEEP); 0 turns them off. */
  backupKeep: number;
  webDistDir: string;
  /** PUBLIC_URL without its trailing slash (`https://carnet.example.org`); null writes relative links. */
  publicUrl: string | null;
  /** REQUEST_TIMEOUT: longest time a client may take to send a whole request, body included. */
  requestTimeoutSeconds: number;
};

export class ConfigError extends Error {}

/** Reads and validates the environment (README.md); throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.superRefine(checkS3Env).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `  - ${name} = « ${env[name] ?? ''} » : ${issue.message}`;
    });
    throw new ConfigError(`Configuration invalide (variables d'environnement) :\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL ?? null,
    jwtSecret: values.JWT_SECRET ?? null,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL,
    logLevel: values.LOG_LEVEL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    maxUploadBytes: Math.round(values.MAX_UPLOAD_MB * 1024 * 1024),
    s3: s3OptionsFrom(values),
    adminPassword: values.CARNET_ADMIN_PASSWORD ?? null,
    backupKeep: values.BACKUP_KEEP,
    webDistDir: WEB_DIST_DIR,
    publicUrl: values.PUBLIC_URL ?? null,
    requestTimeoutSeconds: values.REQUEST_TIMEOUT,
  };
}

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of addresses/CIDRs (Fastify semantics). */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const SECRET_FILE = 'jwt-secret';

/** JWT_SECRET, else a secret generated once into DATA_DIR (mode 0600) so tokens survive restarts. */
export function resolveJwtSecret(config: Config): Config & { jwtSecret: string } {
  if (config.jwtSecret !== null) return { ...config, jwtSecret: config.jwtSecret };
  mkdirSync(config.dataDir, { recursive: true });
  const path = join(config.dataDir, SECRET_FILE);
  if (!existsSync(path)) {
    writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(path, 0o600);
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32)
    throw new ConfigError(`Le secret JWT de ${path} est trop court (32 caractères au moins).`);
  return { ...config, jwtSecret: secret };
}
