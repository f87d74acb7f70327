/**
 * A session's device in a few words, from the client's user agent: 'Firefox on Windows',
 * 'Safari on iPhone', 'Holdfast app on Android'. Nothing finer (no version, no model): enough to
 * tell one's own phone from one's laptop, not to fingerprint anyone. Null when nothing is known.
 */
export function describeUserAgent(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent;
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /CrOS/.test(ua)
          ? 'ChromeOS'
          : /Windows/.test(ua)
            ? 'Windows'
            : /Mac OS X|Macintosh/.test(ua)
              ? 'macOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  const browser = /Capacitor|HoldfastApp/.test(ua)
    ? 'Holdfast app'
    : /Edg\//.test(ua)
      ? 'Edge'
      : /OPR\/|Opera/.test(ua)
        ? 'Opera'
        : /Firefox\/|FxiOS/.test(ua)
          ? 'Firefox'
          : /SamsungBrowser/.test(ua)
            ? 'Samsung Internet'
            : /Chrome\/|CriOS|Chromium/.test(ua)
              ? 'Chrome'
              : /Safari\//.test(ua)
                ? 'Safari'
                : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
