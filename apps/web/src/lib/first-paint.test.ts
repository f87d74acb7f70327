import { describe, expect, it, vi } from 'vitest';
import { holdFirstPaint, releaseFirstPaint } from './first-paint';

describe('first paint hold', () => {
  it('runs the held release once, and releasing with nothing held does nothing', () => {
    releaseFirstPaint();
    const release = vi.fn();
    holdFirstPaint(release);
    releaseFirstPaint();
    releaseFirstPaint();
    expect(release).toHaveBeenCalledTimes(1);
  });
});
