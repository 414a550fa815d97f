import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { MAX_DIFF_RATIO, baselineName, captureVariants, comparePngs } from './visual-regression.ts';

function picture(width: number, height: number, paint?: (x: number, y: number) => number[]) {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = paint?.(x, y) ?? [245, 246, 250];
      const index = (y * width + x) * 4;
      png.data[index] = r ?? 0;
      png.data[index + 1] = g ?? 0;
      png.data[index + 2] = b ?? 0;
      png.data[index + 3] = 255;
    }
  }
  return png;
}

describe('baselineName', () => {
  it('names the plain capture after the story id', () => {
    expect(baselineName('primitives-button--primary', { ltr: false })).toBe(
      'primitives-button--primary',
    );
  });

  it('marks the English and the narrow captures', () => {
    expect(baselineName('composites-sidebar--drawer', { ltr: true, width: 390 })).toBe(
      'composites-sidebar--drawer.ltr.w390',
    );
  });
});

describe('captureVariants', () => {
  it('photographs in Arabic only by default', () => {
    expect(captureVariants({})).toEqual([{ ltr: false, width: undefined }]);
  });

  it('adds English at the same width when asked', () => {
    expect(captureVariants({ ltr: true, width: 390 })).toEqual([
      { ltr: false, width: 390 },
      { ltr: true, width: 390 },
    ]);
  });
});

describe('comparePngs', () => {
  it('finds nothing between identical pictures', () => {
    const result = comparePngs(picture(100, 100), picture(100, 100));
    expect(result.differentPixels).toBe(0);
    expect(result.sizeMismatch).toBe(false);
  });

  it('ignores colour noise under the per-pixel threshold', () => {
    const result = comparePngs(
      picture(50, 50),
      picture(50, 50, () => [244, 246, 250]),
    );
    expect(result.differentPixels).toBe(0);
  });

  it('counts changed pixels and their share', () => {
    const changed = picture(100, 100, (x, y) => (x < 10 && y < 2 ? [200, 0, 0] : [245, 246, 250]));
    const result = comparePngs(picture(100, 100), changed);
    expect(result.differentPixels).toBe(20);
    expect(result.ratio).toBeCloseTo(0.002);
    expect(result.ratio).toBeGreaterThan(MAX_DIFF_RATIO);
  });

  it('tolerates a change below 0.1 % of the picture', () => {
    const changed = picture(100, 100, (x, y) => (x < 5 && y === 0 ? [200, 0, 0] : [245, 246, 250]));
    expect(comparePngs(picture(100, 100), changed).ratio).toBeLessThanOrEqual(MAX_DIFF_RATIO);
  });

  it('reports a different size as a change of everything', () => {
    const result = comparePngs(picture(100, 100), picture(100, 120));
    expect(result.sizeMismatch).toBe(true);
    expect(result.ratio).toBe(1);
  });
});
