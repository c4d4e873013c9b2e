import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveJwtSecret } from './config.ts';
import { parseDuration } from './duration.ts';

describe('loadConfig', () => {
  it('applies the defaults of README.md', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: null,
      jwtSecret: null,
      accessTokenTtlSeconds: 15 * 60,
      refreshTokenTtlSeconds: 14 * 86_400,
      logLevel: 'info',
      trustProxy: false,
      maxUploadBytes: 10 * 1024 * 1024,
      adminPassword: null,
      backupKeep: 7,
      publicUrl: null,
      requestTimeoutSeconds: 60,
    });
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
  });

  it('reads every variable, treating empty ones as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/carnet',
      DATABASE_URL: 'postgres://carnet@db:5432/carnet',
      ACCESS_TOKEN_TTL: '5m',
      REFRESH_TOKEN_TTL: '',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      MAX_UPLOAD_MB: '2.5',
      CARNET_ADMIN_PASSWORD: 'un-bon-mot-de-passe',
      BACKUP_KEEP: '0',
      REQUEST_TIMEOUT: '2m',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/carnet',
      databaseUrl: 'postgres://carnet@db:5432/carnet',
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 14 * 86_400,
      logLevel: 'warn',
      trustProxy: 1,
      maxUploadBytes: 2.5 * 1024 * 1024,
      adminPassword: 'un-bon-mot-de-passe',
      backupKeep: 0,
      requestTimeoutSeconds: 120,
    });
  });

  it('names every invalid variable with its value, in French', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'huit-mille',
        LOG_LEVEL: 'bavard',
        DATABASE_URL: 'mysql://x',
        ACCESS_TOKEN_TTL: '15 minutes',
        BACKUP_KEEP: 'sept',
        REQUEST_TIMEOUT: 'une minute',
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return String(error);
      }
    })();
    expect(message).toContain("Configuration invalide (variables d'environnement)");
    expect(message).toContain('PORT = « huit-mille »');
    expect(message).toContain('LOG_LEVEL = « bavard »');
    expect(message).toContain('DATABASE_URL = « mysql://x » : URL attendue');
    expect(message).toContain('ACCESS_TOKEN_TTL = « 15 minutes » : durée attendue');
    expect(message).toContain('REQUEST_TIMEOUT = « une minute » : durée attendue');
    expect(message).toContain(
      'BACKUP_KEEP = « sept » : entier entre 0 et 365 attendu (0 arrête les sauvegardes quotidiennes)',
    );
    for (const keep of ['-1', '2.5', '366']) {
      expect(() => loadConfig({ BACKUP_KEEP: keep })).toThrow(
        `BACKUP_KEEP = « ${keep} » : entier entre 0 et 365`,
      );
    }
  });

  it('reads PUBLIC_URL as an absolute http(s) address without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://carnet.example.org/' }).publicUrl).toBe(
      'https://carnet.example.org',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:8000/carnet//' }).publicUrl).toBe(
      'http://192.168.1.20:8000/carnet',
    );
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeNull();
    for (const bad of ['carnet.example.org', '/carnet', 'ftp://carnet.example.org', 'https://x.org/?a=1']) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(
        `PUBLIC_URL = « ${bad} » : adresse absolue http(s) attendue, par exemple https://carnet.example.org`,
      );
    }
  });
});

describe('resolveJwtSecret', () => {
  it('generates the secret once into DATA_DIR, readable by the owner only', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'carnet-secret-'));
    try {
      const first = resolveJwtSecret({ ...loadConfig({}), dataDir });
      const second = resolveJwtSecret({ ...loadConfig({}), dataDir });
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      const path = join(dataDir, 'jwt-secret');
      expect(readFileSync(path, 'utf8')).toBe(first.jwtSecret);
      expect(statSync(path).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('prefers JWT_SECRET', () => {
    const secret = 'x'.repeat(40);
    expect(resolveJwtSecret(loadConfig({ JWT_SECRET: secret })).jwtSecret).toBe(secret);
  });
});

describe('parseDuration', () => {
  it('reads seconds, minutes, hours and days', () => {
    expect([
      parseDuration('900'),
      parseDuration('30s'),
      parseDuration('15m'),
      parseDuration('12h'),
      parseDuration('14d'),
    ]).toEqual([900, 30, 900, 43_200, 1_209_600]);
    expect([parseDuration('0'), parseDuration('1w'), parseDuration('-5m'), parseDuration('')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
