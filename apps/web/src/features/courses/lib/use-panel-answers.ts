import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { getPanelAnswersQueryOptions, type PanelRef } from '../api/get-panel-answers';
import { submitPanelAnswers } from '../api/submit-panel-answers';

export type AnswerDraft = { question_id: number; answer: string | null }[];

/** What a form panel hands its page so the page can save it on Next, Previous and Complete. */
export interface PanelFormHandle {
  ref: PanelRef;
  /**
   * The answers, or null while a required one is empty. With `show`, each empty required field
   * shows the spec's 'The field is required'.
   */
  collect: (show: boolean) => AnswerDraft | null;
  /** True when the member typed something not yet saved. */
  isDirty: () => boolean;
  /** Saved: the browser draft is no longer needed. */
  onSaved: () => void;
}

/** Moves focus to the first field marked invalid in a form panel, within the next few frames. */
function focusFirstInvalid(framesLeft = 10) {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('[data-panel-form] [aria-invalid="true"]');
    if (field) field.focus();
    else if (framesLeft > 0) focusFirstInvalid(framesLeft - 1);
  });
}

/** Form panels register a handle; the returned function unregisters it. */
export type RegisterForm = (handle: PanelFormHandle) => () => void;

/**
 * The form panels of one item page. `saveAll({ enforce: true })` (Next, 'Complete Course', 'Complete
 * item & save answers') refuses while a required answer is empty: it shows the messages, moves focus
 * to the first empty field and resolves false; otherwise it saves every form and resolves true.
 * `saveAll({ enforce: false })` (Previous) never blocks: complete forms are saved, an incomplete one
 * stays as the browser draft it already is. A form without unsaved changes is not sent again.
 */
export function usePanelAnswers() {
  const client = useQueryClient();
  const forms = useRef(new Map<number, PanelFormHandle>());
  const registerForm = useCallback<RegisterForm>((handle) => {
    forms.current.set(handle.ref.panelId, handle);
    return () => {
      if (forms.current.get(handle.ref.panelId) === handle) forms.current.delete(handle.ref.panelId);
    };
  }, []);

  const saveAll = useCallback(
    async ({ enforce }: { enforce: boolean }): Promise<boolean> => {
      const handles = [...forms.current.values()];
      const drafts = handles.map((h) => [h, h.collect(enforce)] as const);
      if (enforce && drafts.some(([, answers]) => answers === null)) {
        // Focus once React has drawn the messages: the frame after the click was sometimes before
        // React's commit (no field marked invalid yet, nothing focused), so a few frames are tried.
        focusFirstInvalid();
        return false;
      }
      for (const [handle, answers] of drafts) {
        if (answers === null || !handle.isDirty()) continue;
        const saved = await submitPanelAnswers({ ref: handle.ref, answers });
        client.setQueryData(getPanelAnswersQueryOptions(handle.ref).queryKey, saved);
        handle.onSaved();
      }
      return true;
    },
    [client],
  );

  return { registerForm, saveAll };
}
