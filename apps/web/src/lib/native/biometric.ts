import { AccessControl, NativeBiometric } from '@capgo/capacitor-native-biometric';

/**
 * Biometric unlock for the app lock (features/accounts: the server checks the PIN). After a right PIN
 * the PIN is kept in the Keychain / Keystore behind the device's current biometrics (BIOMETRY_CURRENT_SET:
 * a newly enrolled face or finger invalidates it); unlocking with Face ID or a fingerprint reads it back
 * (the system shows its prompt) and sends it to the same unlock call, so the server's attempt count and
 * sign-out after five wrong PINs still hold. Nothing is kept on the web. Removed at sign-out, when the
 * lock is removed, and when the server no longer takes it (the PIN was changed).
 */
const SERVER = 'org.holdfast.app.app-lock';

export async function biometricAvailable(): Promise<boolean> {
  try {
    const r = await NativeBiometric.isAvailable();
    return r.isAvailable;
  } catch {
    return false;
  }
}

/** A saved PIN to unlock with (the lock screen offers the biometric button only then). */
export async function biometricUnlockReady(): Promise<boolean> {
  if (!(await biometricAvailable())) return false;
  try {
    return (await NativeBiometric.isCredentialsSaved({ server: SERVER })).isSaved;
  } catch {
    return false;
  }
}

export async function rememberPinForBiometrics(pin: string): Promise<void> {
  if (!(await biometricAvailable())) return;
  await NativeBiometric.setCredentials({
    username: 'app-lock',
    password: pin,
    server: SERVER,
    accessControl: AccessControl.BIOMETRY_CURRENT_SET,
  }).catch(() => undefined);
}

/** The PIN behind the biometric prompt, or null (cancelled, failed, nothing saved). */
export async function pinFromBiometrics(reason: string): Promise<string | null> {
  try {
    const { password } = await NativeBiometric.getSecureCredentials({ server: SERVER, reason, title: 'Unlock Holdfast' });
    return password || null;
  } catch {
    return null;
  }
}

export async function forgetBiometricPin(): Promise<void> {
  await NativeBiometric.deleteCredentials({ server: SERVER }).catch(() => undefined);
}
