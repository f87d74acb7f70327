import { useEffect } from 'react';
import { discreetTexts } from '@holdfast/shared/privacy';
import { usePrivacySettings } from '@/lib/api/get-privacy-settings';

export const APP_TITLE = 'Holdfast';
/** Remembered per browser, so the next load is titled before the settings are read again. */
const DISCREET_TITLE_KEY = 'holdfast.discreet-title';

/** The tab's title for the last choice made in this browser ('Notes' while discreet, issue 38), or null when none was. */
export function rememberedTitle(): string | null {
  try {
    const remembered = localStorage.getItem(DISCREET_TITLE_KEY);
    return remembered === null ? null : remembered === 'off' ? APP_TITLE : discreetTexts.tabTitle;
  } catch {
    return null;
  }
}

/**
 * Keeps the browser tab's title neutral while the member's discreet mode is on: the tab strip,
 * the window switcher and the history list then read 'Notes'. Before the settings are known (a
 * signed-out page, the first paint) the last choice made in this browser holds; a browser that never
 * saw a signed-in member keeps the page's own title (the sign-in page names the app anyway).
 */
export function useDiscreetTitle() {
  const settings = usePrivacySettings();
  const discreet = settings.data?.discreet_mode;
  useEffect(() => {
    if (discreet === undefined) {
      const remembered = rememberedTitle();
      if (remembered) document.title = remembered;
      return;
    }
    document.title = discreet ? discreetTexts.tabTitle : APP_TITLE;
    try {
      localStorage.setItem(DISCREET_TITLE_KEY, discreet ? 'on' : 'off');
    } catch {
      // Storage refused (private mode): the title still follows the setting while the tab lives.
    }
  }, [discreet]);
}
