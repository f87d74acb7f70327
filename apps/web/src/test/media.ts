/** A MediaQueryList as jsdom lacks it: `matches` as given, listeners that never fire. */
export function mediaQueryList(query: string, matches: boolean) {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}
