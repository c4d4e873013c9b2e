import { describe, expect, it } from 'vitest';
import { loginPathFor, safeOrigin } from './paths.ts';

describe('origin remembered through login', () => {
  it('is carried in the next parameter', () => {
    expect(loginPathFor('/trades/3?page=2')).toBe('/login?next=%2Ftrades%2F3%3Fpage%3D2');
    expect(loginPathFor('/login')).toBe('/login');
  });

  it('is followed only when it is a path of this site', () => {
    expect(safeOrigin('/trades/3')).toBe('/trades/3');
    expect(safeOrigin(null)).toBe('/app');
    for (const unsafe of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
    ]) {
      expect(safeOrigin(unsafe)).toBe('/app');
    }
  });
});
