import { Modal, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QUICK_EXIT_URL } from '@holdfast/shared/accounts';
import { userKey } from '@/lib/user-storage';
import { renderPage, signIn } from '@/test/render';
import { QuickExit, shiftCounter } from './quick-exit';

describe('shiftCounter', () => {
  it('fires on the third Shift in a row within 1.5 s; another key or a pause starts again; held keys do not count', () => {
    let now = 0;
    const count = shiftCounter(() => now);
    const shift = { key: 'Shift', repeat: false };
    expect([count(shift), count(shift), count(shift)]).toEqual([false, false, true]);
    expect([count(shift), count({ key: 'A', repeat: false }), count(shift), count(shift)]).toEqual([false, false, false, false]);
    expect(count(shift)).toBe(true);
    count(shift);
    count({ key: 'Shift', repeat: true });
    count({ key: 'Shift', repeat: true });
    now = 2000;
    expect([count(shift), count(shift)]).toEqual([false, false]);
    now = 2100;
    expect(count(shift)).toBe(true);
  });
});

function seed() {
  signIn();
  localStorage.setItem(userKey('check-in-draft')!, '{"feeling_notes":"private"}');
  localStorage.setItem(userKey('check-in-draft.edit.7')!, '{"feeling_notes":"private too"}');
  localStorage.setItem(userKey('check-in-outbox')!, '{"userId":1}');
}
function expectCleared(go: ReturnType<typeof vi.fn>, client: { getQueryCache: () => { getAll: () => unknown[] } }) {
  expect(go).toHaveBeenCalledWith(QUICK_EXIT_URL);
  expect(localStorage.getItem(userKey('check-in-draft')!)).toBeNull();
  expect(localStorage.getItem(userKey('check-in-draft.edit.7')!)).toBeNull();
  expect(localStorage.getItem(userKey('check-in-outbox')!)).toBeNull();
  expect(client.getQueryCache().getAll()).toEqual([]);
}

describe('QuickExit', () => {
  it('the button replaces the page with the neutral site and clears the cache, the draft and the queue', async () => {
    seed();
    const go = vi.fn();
    const { client } = renderPage(<QuickExit go={go} />);
    client.setQueryData(['check-ins', 'today'], { feeling_notes: 'private' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Quick exit' }));
    expectCleared(go, client);
  });

  it('Shift three times leaves too, typed inside an input in an open modal', async () => {
    seed();
    const go = vi.fn();
    const { client } = renderPage(
      <>
        <QuickExit go={go} />
        <Modal opened onClose={() => undefined} title="A dialog">
          <TextInput label="Notes" />
        </Modal>
      </>,
    );
    client.setQueryData(['x'], 1);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Notes'));
    await user.keyboard('ab{Shift}{Shift}');
    expect(go).not.toHaveBeenCalled();
    await user.keyboard('{Shift}');
    expectCleared(go, client);
  });

  it('sits above Mantine’s modals', () => {
    renderPage(<QuickExit go={vi.fn()} />);
    const z = Number(screen.getByRole('button', { name: 'Quick exit' }).style.zIndex);
    expect(z).toBeGreaterThan(400);
    expect(screen.getByRole('button', { name: 'Quick exit' }).style.position).toBe('fixed');
  });
});
