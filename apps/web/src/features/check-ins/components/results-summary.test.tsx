import { describe, expect, it } from 'vitest';
import { visibleFeelings } from './results-summary';

describe('results feelings', () => {
  it('shows up to four as they are, and three plus "{n} More" above four', () => {
    expect(visibleFeelings([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3, 4], more: 0 });
    expect(visibleFeelings([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
  });
});
