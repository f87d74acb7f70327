/// <reference types="@capacitor/splash-screen" />
/// <reference types="@capacitor/keyboard" />
/// <reference types="@capacitor/push-notifications" />
import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native wrapper (docs/areas/native.md): the iOS and Android apps load the built web app
 * (apps/web/dist) and talk to the API at HOLDFAST_API_URL (the app's own origin on the web). The
 * privacy screen (apps/web/src/lib/native/privacy.ts) is switched on from the web side at start, so
 * the app switcher never shows a member's check-ins.
 */
const config: CapacitorConfig = {
  appId: 'org.holdfast.app',
  appName: 'Holdfast',
  webDir: 'apps/web/dist',
  backgroundColor: '#2f5d62',
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
