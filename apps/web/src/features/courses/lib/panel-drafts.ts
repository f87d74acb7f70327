import { userKey } from '@/lib/user-storage';

/**
 * Reflection answers kept in the browser as they are typed, so a reload or a slip of the thumb loses
 * nothing before they reach the server. Per user (lib/user-storage): signing out removes them.
 */
export type PanelDraft = Record<number, string>;

function draftKey(userCourseId: number, itemId: number, panelId: number): string | null {
  return userKey(`panel-draft.${userCourseId}.${itemId}.${panelId}`);
}

export function loadPanelDraft(userCourseId: number, itemId: number, panelId: number): PanelDraft | null {
  const key = draftKey(userCourseId, itemId, panelId);
  if (!key) return null;
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as PanelDraft;
  } catch {
    return null;
  }
}

export function savePanelDraft(userCourseId: number, itemId: number, panelId: number, draft: PanelDraft): void {
  const key = draftKey(userCourseId, itemId, panelId);
  if (!key) return;
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    /* storage full or blocked: the draft lives in memory only */
  }
}

export function clearPanelDraft(userCourseId: number, itemId: number, panelId: number): void {
  const key = draftKey(userCourseId, itemId, panelId);
  if (key) localStorage.removeItem(key);
}
