/// <reference types="@capacitor/splash-screen" />
/// <reference types="@capacitor/keyboard" />
/// <reference types="@capacitor/push-notifications" />
import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native wrapper (docs/areas/native.md). The web app's calls are same-origin (/api/v1.2, the
 * socket): a release build sets HOLDFAST_APP_URL (the deployed https origin) when it runs
 * `npm run native:sync`, and the web view opens that origin with Capacitor's bridge, the bundled
 * apps/web/dist being what it shows when the origin cannot be reached. Without it (development) the
 * web view shows the bundle. The privacy screen (apps/web/src/lib/native/privacy.ts) is switched on
 * from the web side at start, so the app switcher never pictures a member's page.
 */
const appUrl = process.env.HOLDFAST_APP_URL;
const config: CapacitorConfig = {
  appId: 'org.holdfast.app',
  appName: 'Holdfast',
  webDir: 'apps/web/dist',
  backgroundColor: '#2f5d62',
  ...(appUrl ? { server: { url: appUrl, cleartext: false, errorPath: 'index.html' } } : {}),
  android: { allowMixedContent: false },
  ios: { contentInset: 'never', limitsNavigationsToAppBoundDomains: false },
  plugins: {
    // The web side hides the splash once the shell has painted (lib/native/chrome.ts).
    SplashScreen: { launchAutoHide: false, backgroundColor: '#2f5d62', showSpinner: false },
    // The tab bar hides itself while the keyboard is up (lib/native/keyboard.ts); the body resizes.
    Keyboard: { resizeOnFullScreen: true },
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
