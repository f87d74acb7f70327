import { useMutation } from '@tanstack/react-query';
import type { TokenResponse } from '@holdfast/shared/accounts';
import {
  premiumApiPaths as paths,
  type ApplicationBody,
  type ApplicationWriteResponse,
  type GuestApplicationBody,
  type GuestApplicationResponse,
  type RegisterApplicationBody,
  type ResendOtpBody,
  type VerifyOtpBody,
} from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { getCaptchaToken } from '@/lib/captcha';
import { setToken } from '@/lib/token-store';

/** POST premium-groups/applications (signed in): the form as it stands. */
export function submitApplication(body: ApplicationBody): Promise<ApplicationWriteResponse> {
  return api.post<ApplicationWriteResponse>(paths.applications, body);
}

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}

/** POST premium-groups/applications/guest: the answers and guest_email; mails the 6-digit code. */
export function submitGuestApplication(body: GuestApplicationBody): Promise<GuestApplicationResponse> {
  return api.post<GuestApplicationResponse>(paths.guest, body, { anonymous: true });
}

export function useSubmitGuestApplication() {
  return useMutation({ mutationFn: submitGuestApplication });
}

/** POST premium-groups/applications/guest/resend-otp (id, email). */
export function resendOtp(body: ResendOtpBody): Promise<{ message: string }> {
  return api.post<{ message: string }>(paths.resendOtp, body, { anonymous: true });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}

/** POST premium-groups/applications/guest/verify (id, otp). */
export function verifyOtp(body: VerifyOtpBody): Promise<ApplicationWriteResponse> {
  return api.post<ApplicationWriteResponse>(paths.verifyOtp, body, { anonymous: true });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}

/** POST premium-groups/applications/register: a new account and its application; signs the new account in. */
export async function registerWithApplication(
  body: RegisterApplicationBody,
): Promise<ApplicationWriteResponse & { token?: TokenResponse | string }> {
  const recaptcha = await getCaptchaToken('register');
  return api.post(paths.register, { ...body, recaptcha }, { anonymous: true });
}

export function useRegisterWithApplication() {
  return useMutation({ mutationFn: registerWithApplication });
}

/** LoginExistingAccount: the accounts area's sign-in call (spec 7.4), then the application as that user. */
export async function loginThenSubmit({
  email,
  password,
  application,
}: {
  email: string;
  password: string;
  application: ApplicationBody;
}): Promise<ApplicationWriteResponse> {
  const recaptcha_token = await getCaptchaToken('login');
  const token = await api.post<TokenResponse>(
    'oauth/token',
    { grant_type: 'password', email, password, recaptcha_token },
    { anonymous: true },
  );
  setToken(token.access_token);
  return submitApplication(application);
}

export function useLoginThenSubmit() {
  return useMutation({ mutationFn: loginThenSubmit });
}
