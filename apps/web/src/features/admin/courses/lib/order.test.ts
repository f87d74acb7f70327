import { describe, expect, it } from 'vitest';
import { moved } from './order';

describe('moved', () => {
  it('swaps with the neighbour, and leaves the list as it is at either end', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 7, 1)).toEqual([1, 2, 3]);
  });
});
