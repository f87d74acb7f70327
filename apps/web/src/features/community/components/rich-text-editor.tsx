import '@mantine/tiptap/styles.css';
import { Box, Group, Menu, Text } from '@mantine/core';
import { RichTextEditor as Rte } from '@mantine/tiptap';
import { IconMoodSmile } from '@tabler/icons-react';
import { Extension } from '@tiptap/core';
import TextAlign from '@tiptap/extension-text-align';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { communityUi as ui } from '../lib/texts';
import { FormActions } from '@/components/form-actions';

/** The emoticons the toolbar offers (Unicode text: the API's allow-list keeps them as words). */
const EMOTICONS = ['🙂', '😊', '😢', '🙏', '❤️', '💪', '👍', '🎉', '🤗', '😔', '🔥', '✝️'];
/** Spec 3 section 2: the reply editor is 200 px high. */
const EDITOR_HEIGHT = 200;
/** Spec 3 section 9: the form is enabled again 1 s after posting. */
export const REENABLE_DELAY_MS = 1000;

/**
 * The rich-text editor of the thread and reply forms (spec 3 section 2: height 200, bold, italic,
 * alignment, lists, emoticons): Tiptap through Mantine's toolbar. It makes only what the API's
 * allow-list keeps (paragraphs, bold, italic, lists, text-align); headings, code, links, rules and
 * strike are switched off. Loaded only by the pages that post (React.lazy), never in a first load.
 * `onSubmit` resolves when posted (the editor empties) or rejects (the text stays, the form re-enables).
 */
export function RichTextEditor({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
  extra,
  validate,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (html: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Fields above the editor (a thread's title) that belong to the same form. */
  extra?: ReactNode;
  /** Checks the form's other fields first (false: not sent, they say why). */
  validate?: () => boolean;
}) {
  const labelId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Ctrl/Cmd+Enter posts: the keyboard shortcut calls the latest submit.
  const submitRef = useRef<() => void>(() => undefined);

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    autofocus: autoFocus ? 'end' : false,
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
        blockquote: false,
      }),
      TextAlign.configure({ types: ['paragraph'], alignments: ['left', 'center', 'right'] }),
      Extension.create({
        name: 'submitShortcut',
        addKeyboardShortcuts: () => ({
          'Mod-Enter': () => {
            submitRef.current();
            return true;
          },
        }),
      }),
    ],
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': errorId,
        // The whole 200 px box is the field: a tap anywhere in it starts typing.
        style: `min-height: ${EDITOR_HEIGHT - 34}px`,
      },
    },
    onUpdate: () => setError(null),
  });

  useEffect(() => {
    editor?.setEditable(!busy, false);
  }, [editor, busy]);

  // The field's invalid state on the editable element itself (found in the form: the editor's view
  // exists only once mounted, and a re-render must not reach for it earlier).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const dom = formRef.current?.querySelector('[role="textbox"]');
    if (!dom) return;
    if (error) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
  }, [editor, error]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const submit = async () => {
    if (!editor || busy) return;
    const othersValid = validate ? validate() : true;
    if (!editor.getText().trim()) {
      setError(ui.replyRequired);
      if (othersValid) editor.commands.focus();
      return;
    }
    if (!othersValid) return;
    const html = editor.getHTML();
    setError(null);
    setBusy(true);
    try {
      await onSubmit(html);
      editor.commands.clearContent(true);
    } catch {
      // The mutation's toast said why; the text stays for another try.
    } finally {
      timer.current = setTimeout(() => setBusy(false), REENABLE_DELAY_MS);
    }
  };
  useEffect(() => {
    submitRef.current = () => void submit();
  });

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {extra}
      <Text component="label" id={labelId} fw={600} size="sm" mb={4} display="block" onClick={() => editor?.commands.focus()}>
        {label}
      </Text>
      <Rte
        editor={editor}
        labels={{
          boldControlLabel: ui.editor.bold,
          italicControlLabel: ui.editor.italic,
          bulletListControlLabel: ui.editor.bulletList,
          orderedListControlLabel: ui.editor.orderedList,
          alignLeftControlLabel: ui.editor.alignLeft,
          alignCenterControlLabel: ui.editor.alignCenter,
          alignRightControlLabel: ui.editor.alignRight,
        }}
        styles={{
          root: error ? { borderColor: 'var(--mantine-color-error)' } : undefined,
          content: { height: EDITOR_HEIGHT, overflowY: 'auto', overflowWrap: 'anywhere' },
        }}
      >
        <Rte.Toolbar aria-label={ui.editor.toolbar} role="toolbar">
          <Rte.ControlsGroup>
            <Rte.Bold />
            <Rte.Italic />
          </Rte.ControlsGroup>
          <Rte.ControlsGroup>
            <Rte.BulletList />
            <Rte.OrderedList />
          </Rte.ControlsGroup>
          <Rte.ControlsGroup>
            <Rte.AlignLeft />
            <Rte.AlignCenter />
            <Rte.AlignRight />
          </Rte.ControlsGroup>
          <Rte.ControlsGroup>
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Rte.Control aria-label={ui.editor.emoticons} title={ui.editor.emoticons}>
                  <IconMoodSmile size={16} stroke={1.5} />
                </Rte.Control>
              </Menu.Target>
              <Menu.Dropdown>
                <Group gap={2} maw={200} p={4}>
                  {EMOTICONS.map((emoji) => (
                    <Menu.Item
                      key={emoji}
                      w={36}
                      p={4}
                      ta="center"
                      aria-label={emoji}
                      onClick={() => editor?.chain().focus().insertContent(emoji).run()}
                    >
                      {emoji}
                    </Menu.Item>
                  ))}
                </Group>
              </Menu.Dropdown>
            </Menu>
          </Rte.ControlsGroup>
        </Rte.Toolbar>
        <Rte.Content />
      </Rte>
      {error && (
        <Text id={errorId} c="red.8" size="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
      <FormActions
        onCancel={onCancel}
        cancelDisabled={busy}
        cancelLabel={ui.cancel}
        submitLabel={submitLabel}
        pending={busy}
        mt="sm"
        gap="sm"
      />
    </Box>
  );
}
