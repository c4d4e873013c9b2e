import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { s3ImageOrigin } from './s3-config.ts';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/carnet-config-test', ...env });

function refusal(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('configuration accepted');
}

describe('S3_* settings', () => {
  it('keeps screenshots on disk without a bucket, blank values included', () => {
    expect(load({}).s3).toBeNull();
    expect(load({ S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeNull();
  });

  it('reads every variable of a bucket on an S3-compatible server', () => {
    const { s3 } = load({
      S3_BUCKET: 'carnet-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3).toEqual({
      bucket: 'carnet-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(load({ S3_BUCKET: 'carnet-media', S3_FORCE_PATH_STYLE: '0' }).s3).toEqual({
      bucket: 'carnet-media',
      forcePathStyle: false,
    });
  });

  it('names the variable to fix', () => {
    expect(refusal({ S3_BUCKET: 'Carnet_Media' })).toContain(
      'S3_BUCKET = « Carnet_Media » : nom de bucket invalide',
    );
    expect(refusal({ S3_BUCKET: 'carnet', S3_ENDPOINT: 'ftp://files' })).toContain(
      'S3_ENDPOINT = « ftp://files » : URL http(s) attendue',
    );
    expect(refusal({ S3_BUCKET: 'carnet', S3_FORCE_PATH_STYLE: 'yes' })).toContain(
      'S3_FORCE_PATH_STYLE = « yes » : true ou false attendu',
    );
    expect(refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain(
      'S3_BUCKET = «  » : requis quand S3_ENDPOINT est défini',
    );
    expect(refusal({ S3_BUCKET: 'carnet', S3_ACCESS_KEY_ID: 'key' })).toContain(
      'S3_SECRET_ACCESS_KEY = «  » : S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble',
    );
  });
});

describe('s3ImageOrigin (CSP img-src)', () => {
  it('is the endpoint in path style, the bucket host otherwise, AWS without an endpoint', () => {
    expect(s3ImageOrigin({ bucket: 'media', endpoint: 'http://127.0.0.1:9000/', forcePathStyle: true })).toBe(
      'http://127.0.0.1:9000',
    );
    expect(s3ImageOrigin({ bucket: 'media', endpoint: 'https://s3.example.com' })).toBe(
      'https://media.s3.example.com',
    );
    expect(s3ImageOrigin({ bucket: 'media', region: 'eu-west-3' })).toBe(
      'https://media.s3.eu-west-3.amazonaws.com',
    );
  });
});
