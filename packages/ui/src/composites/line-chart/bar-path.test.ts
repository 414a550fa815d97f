import { describe, expect, it } from 'vitest';
import { barPath } from './bar-path';

/** The numbers of a path in order, to read its corners. */
const numbers = (path: string) => (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('barPath', () => {
  it('stands on the axis, reaches its value and keeps its width, rounding only the top', () => {
    expect(barPath(10, 40, 20, 100)).toBe('M10,100V44Q10,40 14,40H26Q30,40 30,44V100Z');
  });

  it('never rounds more than half its width, so a thin bar keeps a flat top', () => {
    // The two curves meet at the middle of a 4 px bar.
    expect(barPath(0, 0, 4, 100, 4)).toBe('M0,100V2Q0,0 2,0H2Q4,0 4,2V100Z');
  });

  it('never rounds more than its height, so a bar of a small value is not drawn under the axis', () => {
    const path = barPath(0, 98, 20, 100);
    expect(path).toBe('M0,100V100Q0,98 2,98H18Q20,98 20,100V100Z');
    expect(Math.max(...numbers(path).filter((_, i) => i % 2 === 1))).toBeLessThanOrEqual(100);
  });
});
