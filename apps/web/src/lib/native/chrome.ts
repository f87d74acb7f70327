import { SplashScreen } from '@capacitor/splash-screen';
import { StatusBar, Style } from '@capacitor/status-bar';

/** The brand's harbour teal (index.html's theme-color, capacitor.config.ts's background). */
export const BRAND_COLOR = '#2f5d62';

/**
 * Status bar and splash: light text on the brand colour (Android colours the bar itself; iOS draws the
 * page under it), then the splash, held since launch (launchAutoHide false), fades once the shell has painted.
 */
export async function setUpChrome(platform: 'ios' | 'android'): Promise<void> {
  await StatusBar.setStyle({ style: Style.Dark }).catch(() => undefined);
  if (platform === 'android') await StatusBar.setBackgroundColor({ color: BRAND_COLOR }).catch(() => undefined);
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  await SplashScreen.hide({ fadeOutDuration: 200 }).catch(() => undefined);
}
