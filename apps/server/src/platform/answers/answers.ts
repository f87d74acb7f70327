/**
 * What one area answers for another that cannot import it (the import would close a cycle:
 * messaging asks the community's gate and the partnership and membership rows of accountability and
 * groups, and those areas import messaging's blocks). An area declares what it answers in its own
 * `<area>.answers.ts`, by declaration merging:
 *
 *     declare module '../../platform/answers/answers' {
 *       interface AppAnswers {
 *         'community.gate': CommunityGate;
 *       }
 *     }
 *
 * gives it while it registers (`ctx.answers.give('community.gate', gate)`), and the asking area takes
 * `ctx.answers.ask('community.gate')` while it registers: an object whose functions reach the giver's
 * at call time, so the order in which the two register carries no meaning. A name is
 * `<giving area>.<what>`; only that area gives it. Reactions are events (platform/events), not answers.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppAnswers {}

/** An answer is an object of functions (each called with its own arguments, never with `this`). */
type Functions = Record<string, ((...args: never[]) => unknown) | undefined>;

export interface Answers<M extends object = AppAnswers> {
  /** Answer `name` (once per app; a second giver throws). */
  give<K extends keyof M>(name: K, answer: M[K]): void;
  /**
   * The answer of `name`, looked up when one of its functions is called: asking while registering
   * works whichever area registers first; calling before any area gave it throws, naming it.
   */
  ask<K extends keyof M>(name: K): M[K];
}

export function createAnswers<M extends object = AppAnswers>(): Answers<M> {
  const given = new Map<keyof M, Functions>();
  const answerOf = (name: keyof M): Functions => {
    const answer = given.get(name);
    if (!answer) throw new Error(`No area answers ${String(name)}: its area is not registered`);
    return answer;
  };
  return {
    give(name, answer) {
      if (given.has(name)) throw new Error(`${String(name)} is answered twice`);
      given.set(name, answer as Functions);
    },
    ask(name) {
      const forward = new Proxy(
        {},
        {
          get: (_, key) => {
            if (typeof key !== 'string') return undefined;
            return (...args: never[]) => {
              const fn = answerOf(name)[key];
              if (!fn) throw new Error(`${String(name)} has no ${key}`);
              return fn(...args);
            };
          },
        },
      );
      return forward as M[typeof name];
    },
  };
}
