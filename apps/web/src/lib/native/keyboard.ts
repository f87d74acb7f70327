import { Keyboard } from '@capacitor/keyboard';
import { setKeyboardUp } from '../native-host';

/**
 * iOS only (spec 1 shell): the tab bar hides while the keyboard is up. 'Will' events, so the bar is
 * gone before the keyboard slides over it. Android resizes the web view instead and keeps the bar.
 */
export async function watchKeyboard(platform: 'ios' | 'android'): Promise<() => void> {
  if (platform !== 'ios') return () => {};
  const handles = await Promise.all([
    Keyboard.addListener('keyboardWillShow', () => setKeyboardUp(true)),
    Keyboard.addListener('keyboardWillHide', () => setKeyboardUp(false)),
  ]);
  return () => {
    setKeyboardUp(false);
    handles.forEach((h) => void h.remove());
  };
}
