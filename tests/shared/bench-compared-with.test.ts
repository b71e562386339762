import { describe, expect, it } from 'vitest';
import { comparedWith, type PageFigures } from '../../bench/load-to-input';

/** A page's figures with only its runs filled in (what comparedWith reads). */
const page = (runsMs: number[]) => ({ runsMs }) as PageFigures;

describe('comparedWith (each page against the bare module, in the same rounds)', () => {
  const conditions = {
    '4x CPU': {
      'bare module': page([200, 220, 240, 260]),
      snippet: page([220, 242, 264, 286]), // every round 1.1 × the bare module's
      static: page([150, 160, 170, 180]),
    },
    'Fast-3G': { 'bare module': page([1200, 1210]), snippet: page([1224, 1234.2]) },
  };

  it("divides each page's median by the reference's, under each condition, with the paired interval", () => {
    const { page: reference, conditions: compared } = comparedWith(conditions, 'bare module');
    expect(reference).toBe('bare module');
    // Medians (nearest rank above the middle): 264 / 240 = 1.1; each round's ratio is 1.1, so every draw's is.
    expect(compared['4x CPU']?.snippet).toEqual({ ratio: 1.1, ratioInterval: [1.1, 1.1] });
    // 170 / 240 = 0.7083…, kept to two places.
    expect(compared['4x CPU']?.static.ratio).toBe(0.71);
    expect(compared['4x CPU']?.['bare module']).toEqual({ ratio: 1, ratioInterval: [1, 1] });
    // 1234.2 / 1210 = 1.02.
    expect(compared['Fast-3G']?.snippet.ratio).toBe(1.02);
  });

  it('leaves out a condition that was not measured', () => {
    expect(Object.keys(comparedWith({ '4x CPU': conditions['4x CPU'] }, 'bare module').conditions)).toEqual(['4x CPU']);
  });
});
