import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { digitsOf, OtpBoxes } from './otp-boxes';

function Harness({ initial = '' }: { initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <OtpBoxes value={code} onChange={setCode} />
      <output aria-label="Code so far">{code}</output>
    </>
  );
}
const codeSoFar = () => screen.getByRole('status', { name: 'Code so far' }).textContent;
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('OtpBoxes', () => {
  it('has six labelled boxes in a named group', async () => {
    renderPage(<Harness />);
    expect(await screen.findByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('takes digits only and moves focus forward as each is typed', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('1a2');
    expect(codeSoFar()).toBe('12');
    expect(box(3)).toHaveFocus();
    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveValue('2');
    await user.keyboard('3456');
    expect(codeSoFar()).toBe('123456');
    expect(box(6)).toHaveFocus();
    // A seventh digit has no box.
    await user.keyboard('7');
    expect(codeSoFar()).toBe('123457');
  });

  it('Backspace on an empty box goes back and clears it; the arrows move', async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial="123" />);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 4 of 6' }));
    await user.keyboard('{Backspace}');
    expect(codeSoFar()).toBe('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(codeSoFar()).toBe('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(box(3)).toHaveFocus();
  });

  it('typing into a later box fills the first empty one (no gaps)', async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial="1" />);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 5 of 6' }));
    await user.keyboard('9');
    expect(codeSoFar()).toBe('19');
    expect(box(3)).toHaveFocus();
  });

  it('a pasted code fills every box, ignoring what is not a digit', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('48 15-16 23');
    expect(codeSoFar()).toBe('481516');
    expect(box(6)).toHaveFocus();
    expect(box(4)).toHaveValue('5');
  });

  it('digitsOf keeps digits up to the length', () => {
    expect(digitsOf('a1b2c3d4e5f6g7', 6)).toBe('123456');
    expect(digitsOf('xyz', 6)).toBe('');
  });
});
