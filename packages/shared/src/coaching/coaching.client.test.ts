import { describe, expect, it } from 'vitest';
import { habitAverageText, habitFormIdOf } from './coaching.client';
import { coachSeesTexts } from './coaching.texts';
import { sharingSchema } from '../accountability/accountability.contract';

describe('the habit tracker config', () => {
  it('reads form_id as a positive integer, else none', () => {
    expect(habitFormIdOf({ form_id: 12 })).toBe(12);
    expect(habitFormIdOf({ form_id: '12' })).toBe(12);
    for (const config of [
      {},
      { form_id: null },
      { form_id: 0 },
      { form_id: -3 },
      { form_id: 1.5 },
      { form_id: 'x' },
      { form_id: true },
      null,
    ])
      expect(habitFormIdOf(config as Record<string, unknown> | null)).toBeNull();
  });

  it('shows the average on a scale of 3 with one decimal', () => {
    expect(habitAverageText(2.333)).toBe('2.3 of 3');
    expect(habitAverageText(3)).toBe('3.0 of 3');
    expect(habitAverageText(0)).toBe('0.0 of 3');
  });
});

describe('what the coach will see', () => {
  it('labels exactly the switches the sharing has', () => {
    expect(Object.keys(coachSeesTexts.switchable).sort()).toEqual(Object.keys(sharingSchema.shape).sort());
  });
});
