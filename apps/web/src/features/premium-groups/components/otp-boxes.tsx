import { Group, Input } from '@mantine/core';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

/** Only the digits of what was typed or pasted, at most `length` of them. */
export function digitsOf(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length);
}

/**
 * The guest's code (spec 2 sections 2.5 and 5): one box per digit, digits only. Typing a digit
 * moves to the next box, Backspace on an empty box goes back and clears it, the arrows move,
 * and a pasted code fills every box from the one pasted into.
 */
export function OtpBoxes({
  value,
  onChange,
  length = 6,
  label = 'Verification code',
  error,
  disabled,
}: {
  value: string;
  onChange: (code: string) => void;
  length?: number;
  label?: string;
  error?: string;
  disabled?: boolean;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length }, (_, i) => value[i] ?? '');
  const focus = (i: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, i))];
    box?.focus();
    box?.select();
  };
  const handleInput = (i: number, raw: string) => {
    const typed = digitsOf(raw, length);
    if (!typed) return;
    // Typed into a box that held a digit (the caret beside it): keep the new one.
    const old = chars[i];
    if (typed.length === 2 && old) return put(i, typed.startsWith(old) ? typed.slice(1) : typed.slice(0, 1));
    if (typed.length > 1) return fill(i, typed);
    put(i, typed);
  };
  /** One digit into box i (or the first empty box before it: the code has no gaps), then on to the next box. */
  const put = (i: number, digit: string) => {
    const pos = Math.min(i, value.length);
    onChange((value.slice(0, pos) + digit + value.slice(pos + 1)).slice(0, length));
    focus(pos + 1);
  };
  const fill = (i: number, digits: string) => {
    const start = Math.min(i, value.length);
    const code = (value.slice(0, start) + digits).slice(0, length);
    onChange(code);
    focus(code.length >= length ? length - 1 : code.length);
  };
  const handleKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (chars[i]) {
        onChange(value.slice(0, i) + value.slice(i + 1));
      } else if (i > 0) {
        onChange(value.slice(0, i - 1) + value.slice(i));
        focus(i - 1);
      }
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    } else if (e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey) {
      // Digits only: a letter never reaches the box.
      e.preventDefault();
    }
  };
  const handlePaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = digitsOf(e.clipboardData.getData('text'), length);
    if (digits) fill(i, digits);
  };

  const errorId = error ? 'otp-boxes-error' : undefined;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-describedby={errorId}>
      <legend style={{ fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 8 }}>{label}</legend>
      <Group gap={8} wrap="nowrap">
        {chars.map((c, i) => (
          <Input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            value={c}
            disabled={disabled}
            onChange={(e) => handleInput(i, e.currentTarget.value)}
            onKeyDown={(e) => handleKeyDown(i, e)}
            onPaste={(e) => handlePaste(i, e)}
            onFocus={(e) => e.currentTarget.select()}
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={length}
            aria-label={`Digit ${i + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            error={Boolean(error)}
            style={{ flex: '1 1 0', minWidth: 0, maxWidth: 48 }}
            styles={{ input: { textAlign: 'center', fontSize: 20, paddingInline: 0, height: 48 } }}
          />
        ))}
      </Group>
      {error && (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
