export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string | null | undefined, ip: string): Promise<boolean>;
}

/** Dev/default: captcha is off unless RECAPTCHA_SECRET is set. */
export const disabledCaptcha: CaptchaVerifier = { enabled: false, verify: async () => true };

/** Google reCAPTCHA: the token is checked against the siteverify endpoint. */
export function createRecaptchaVerifier(secret: string, endpoint = 'https://www.google.com/recaptcha/api/siteverify'): CaptchaVerifier {
  return {
    enabled: true,
    async verify(token, ip) {
      if (!token) return false;
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await res.json()) as { success?: boolean };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}
