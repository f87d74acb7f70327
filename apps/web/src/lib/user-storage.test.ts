import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, loadDraft, saveDraft, EMPTY_DRAFT } from '@/features/check-ins/lib/check-in-draft';
import { readOutbox, writeOutbox } from '@/features/check-ins/lib/check-in-outbox';
import { flowKey, NEW_FLOW_KEY, writeStep } from '@/features/onboarding/lib/onboarding-storage';
import { clearToken, setToken } from './token-store';
import { setStorageUser } from './user-storage';

// Two members on one browser.
describe('per-user check-in storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps drafts and the offline queue per user and clears them on sign-out', () => {
    setToken('token-a');
    setStorageUser(1);
    saveDraft(draftKey(null), { ...EMPTY_DRAFT, feeling_notes: 'private notes of A' });
    writeOutbox({ kind: 'new', input: { feeling_notes: 'queued by A' } as never });
    expect(loadDraft(draftKey(null))?.feeling_notes).toBe('private notes of A');

    // B signs in on the same browser without A signing out: nothing of A is visible or sent.
    setToken('token-b');
    expect(loadDraft(draftKey(null))).toBeNull();
    expect(readOutbox()).toBeNull();
    setStorageUser(2);
    expect(loadDraft(draftKey(null))).toBeNull();
    expect(readOutbox()).toBeNull();

    // A signs out: A's data is gone from the browser.
    setToken('token-a');
    setStorageUser(1);
    clearToken();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('holdfast.u.'))).toEqual([]);
    setToken('token-a2');
    setStorageUser(1);
    expect(loadDraft(draftKey(null))).toBeNull();
    expect(readOutbox()).toBeNull();
  });

  it('removes the onboarding answers typed so far on sign-out', () => {
    setToken('token-a');
    setStorageUser(1);
    writeStep(flowKey(NEW_FLOW_KEY, 1), { first_name: 'A' });
    expect(localStorage.getItem(flowKey(NEW_FLOW_KEY, 1))).toContain('"A"');
    clearToken();
    expect(localStorage.getItem(flowKey(NEW_FLOW_KEY, 1))).toBeNull();
  });
});
