import { describe, expect, it } from 'vitest';
import { createMediaUrlSigner } from '../media/url-signing.ts';
import { redactSecrets } from './redact-secrets.ts';

const SIG = 'a'.repeat(64);

describe('redactSecrets (signed media URLs in the log)', () => {
  it('drops the whole query of a /media/ URL, whatever its parameters', () => {
    expect(redactSecrets(`/media/u/7/shot.png?exp=1790000000&sig=${SIG}`)).toBe(
      '/media/u/7/shot.png?[masqué]',
    );
    expect(redactSecrets('/media/u/7/thumb.webp?exp=1790000000')).toBe('/media/u/7/thumb.webp?[masqué]');
    const signed = createMediaUrlSigner('x'.repeat(32)).signedPath('u/1/a.png', new Date());
    expect(redactSecrets(`GET ${signed} 200 1.2 ms`)).toBe('GET /media/u/1/a.png?[masqué] 200 1.2 ms');
  });

  it('masks sig and token parameters anywhere, keeping the others', () => {
    expect(redactSecrets(`/api/v1/export/?page=2&sig=${SIG}&x=1`)).toBe(
      '/api/v1/export/?page=2&sig=[masqué]&x=1',
    );
    expect(redactSecrets('/auth/reset/?token=abc.def-ghi')).toBe('/auth/reset/?token=[masqué]');
    expect(redactSecrets('https://s3.example/b/k?X-Amz-Signature=f00&X-Amz-Date=1')).toBe(
      'https://s3.example/b/k?X-Amz-Signature=[masqué]&X-Amz-Date=1',
    );
    expect(redactSecrets('/x/?access_token=a;refresh_token=b')).toBe(
      '/x/?access_token=[masqué];refresh_token=[masqué]',
    );
  });

  it('finds the URLs inside a longer text, such as an error message', () => {
    expect(
      redactSecrets(`Reply was already sent in the "/media/u/1/a.png?exp=1&sig=${SIG}" (GET) route`),
    ).toBe('Reply was already sent in the "/media/u/1/a.png?[masqué]" (GET) route');
  });

  it('leaves URLs without secrets as they are, and is idempotent', () => {
    for (const url of ['/api/v1/trades/?page=2&entry_date__gte=2026-10-10', '/media/u/1/a.png', '/', '']) {
      expect(redactSecrets(url)).toBe(url);
    }
    const once = redactSecrets(`/media/a.png?sig=${SIG}`);
    expect(redactSecrets(once)).toBe(once);
  });
});
