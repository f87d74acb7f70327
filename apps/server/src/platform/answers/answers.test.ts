import { describe, expect, it } from 'vitest';
import { createAnswers } from './answers';

type TestAnswers = { 'gate.open': { admits: (who: string) => boolean; count: () => number } };

describe('answers', () => {
  it('reach the giver when called, whichever registered first', () => {
    const answers = createAnswers<TestAnswers>();
    const gate = answers.ask('gate.open');
    answers.give('gate.open', { admits: (who) => who === 'ada', count: () => 2 });
    expect(gate.admits('ada')).toBe(true);
    expect(gate.admits('ben')).toBe(false);
    expect(gate.count()).toBe(2);
  });

  it('name what no area answers, when it is called (not when it is asked)', () => {
    const answers = createAnswers<TestAnswers>();
    const gate = answers.ask('gate.open');
    expect(() => gate.admits('ada')).toThrow('No area answers gate.open');
  });

  it('have one giver', () => {
    const answers = createAnswers<TestAnswers>();
    answers.give('gate.open', { admits: () => true, count: () => 0 });
    expect(() => answers.give('gate.open', { admits: () => false, count: () => 0 })).toThrow('gate.open is answered twice');
  });
});
