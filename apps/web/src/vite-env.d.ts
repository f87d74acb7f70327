/// <reference types="vite/client" />

/** The product version from the root package.json, injected by Vite. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** reCAPTCHA v3 site key; unset means no captcha token is sent. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}
