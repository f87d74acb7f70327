import type { NativeHost } from '../native-host';
import { setUpChrome } from './chrome';
import { watchKeyboard } from './keyboard';
import { enablePrivacyScreen } from './privacy';
import { watchNativePush } from './push';
import { watchResume } from './resume';

/**
 * The native side of the platform interface (lib/platform.ts `startNative`), loaded only inside the
 * wrapper: status bar and splash, the privacy screen, the keyboard (iOS), the resume refresh and push.
 * A plugin that fails leaves the others running. Returns what stops the listeners.
 */
export async function startNativeShell(platform: 'ios' | 'android', host: NativeHost): Promise<() => void> {
  const results = await Promise.allSettled([
    watchKeyboard(platform),
    watchResume(() => host.onResume()),
    watchNativePush(platform, (data) => host.onPushTap(data)),
    enablePrivacyScreen().then(() => () => {}),
    setUpChrome(platform).then(() => () => {}),
  ]);
  const stops = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  return () => stops.forEach((stop) => stop());
}
