import { describe, expect, it } from 'vitest';
import { extentOf, tintBackground, tintOf } from './diverging-scale.ts';

describe('the diverging scale of R', () => {
  it('splits the distance to the largest value in four levels, each side of zero', () => {
    // Extent 4 R: 1 R is a quarter → level 1; 1.01 R just over → level 2; 4 R → level 4.
    const extent = extentOf([-4, 2, 1]);
    expect(extent).toBe(4);
    expect(tintOf(1, extent)).toEqual({ tone: 'gain', level: 1 });
    expect(tintOf(1.01, extent)).toEqual({ tone: 'gain', level: 2 });
    expect(tintOf(-4, extent)).toEqual({ tone: 'loss', level: 4 });
    // A tiny result is still tinted, so its side shows.
    expect(tintOf(0.01, extent)).toEqual({ tone: 'gain', level: 1 });
  });

  it('leaves zero, unknown values and an empty scale untinted', () => {
    expect(tintOf(0, 4)).toEqual({ tone: 'neutral', level: 0 });
    expect(tintOf(null, 4)).toEqual({ tone: 'neutral', level: 0 });
    expect(tintOf(2, 0)).toEqual({ tone: 'neutral', level: 0 });
    expect(extentOf([])).toBe(0);
  });

  it('mixes the theme colour into the surface, so both themes have their own tints', () => {
    expect(tintBackground({ tone: 'loss', level: 4 })).toBe(
      'color-mix(in srgb, var(--loss) 34%, var(--surface))',
    );
    expect(tintBackground({ tone: 'neutral', level: 0 })).toBeUndefined();
  });
});
