import { PrivacyScreen } from '@capacitor/privacy-screen';

/**
 * The app switcher never pictures a member's page (issue 40): the privacy screen is on for the whole
 * app from start (Android: FLAG_SECURE, which also stops screenshots; iOS: a dark blur while inactive).
 * The web's own cover (the app lock's NeutralCover on visibilitychange) stays as well.
 */
export async function enablePrivacyScreen(): Promise<boolean> {
  try {
    const { success } = await PrivacyScreen.enable({ android: { dimBackground: true }, ios: { blurEffect: 'dark' } });
    return success;
  } catch {
    return false;
  }
}
