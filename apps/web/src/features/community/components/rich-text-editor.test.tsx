import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { communityUi as ui } from '../lib/texts';
import { RichTextEditor } from './rich-text-editor';

function renderEditor(onSubmit = vi.fn(async (_html: string) => undefined)) {
  render(
    <MantineProvider>
      <RichTextEditor label="Your reply" submitLabel="Post" onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return { onSubmit, editor: screen.getByRole('textbox', { name: 'Your reply' }) };
}

describe('the reply editor (Tiptap)', () => {
  it('offers the spec’s formatting controls by name in one toolbar', () => {
    renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: ui.editor.toolbar });
    for (const name of [
      ui.editor.bold,
      ui.editor.italic,
      ui.editor.bulletList,
      ui.editor.orderedList,
      ui.editor.alignLeft,
      ui.editor.alignCenter,
      ui.editor.alignRight,
      ui.editor.emoticons,
    ])
      expect(toolbar.querySelector(`[aria-label="${name}"]`), name).not.toBeNull();
  });

  it('refuses an empty post with the required text and marks the field invalid', async () => {
    const user = userEvent.setup();
    const { onSubmit, editor } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ui.replyRequired);
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  // The emoticon menu opens with a transition, and a role query over the editor's DOM is slow in
  // jsdom: on a busy host the default 1 s wait and 5 s test time were not enough (a CI run failed).
  it('posts the typed words and an emoticon as HTML, then empties', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { onSubmit, editor } = renderEditor();
    await user.click(editor);
    await user.keyboard('Day 30');
    await user.click(screen.getByRole('button', { name: ui.editor.emoticons }));
    await user.click(await screen.findByRole('menuitem', { name: '🙏' }, { timeout: 8_000 }));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const html = onSubmit.mock.calls[0]![0];
    expect(html).toMatch(/^<p>.*Day 30.*🙏.*<\/p>$/);
    await waitFor(() => expect(editor).toHaveTextContent(''));
  });

  it('posts with Ctrl+Enter from the field', async () => {
    const user = userEvent.setup();
    const { onSubmit, editor } = renderEditor();
    await user.click(editor);
    await user.keyboard('Still standing');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toContain('Still standing');
  });
});
