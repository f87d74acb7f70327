import { isNativePlatform, nativeCaptchaPlaceholder } from './platform';

/**
 * reCAPTCHA v3 token for auth calls. Without a configured site key nothing is loaded and no token
 * is sent (the dev server's captcha provider accepts that); the script load gives up after 10 s.
 */
const SITE_KEY = import.meta.env.VITE_RECAPTCHA_SITE_KEY;
const LOAD_TIMEOUT_MS = 10_000;

interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let loading: Promise<Grecaptcha> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('reCAPTCHA load timed out')), LOAD_TIMEOUT_MS);
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!g) return reject(new Error('reCAPTCHA unavailable'));
      g.ready(() => {
        window.clearTimeout(timer);
        resolve(g);
      });
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Resolves to a token, or undefined when captcha is not configured. Rejects when it fails. */
export async function getCaptchaToken(action: string): Promise<string | undefined> {
  // Native sends a generated placeholder token (spec 1 "Captcha"): no script is loaded there.
  if (isNativePlatform()) return nativeCaptchaPlaceholder();
  if (!SITE_KEY) return undefined;
  const g = await loadScript(SITE_KEY);
  return g.execute(SITE_KEY, { action });
}
