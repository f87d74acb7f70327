import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { groupsTexts as t } from '@holdfast/shared/groups';
import { validationMessages as m } from '@holdfast/shared/validation';
import { groupDetail } from '@/test/groups';
import { mockApi, renderPage, signIn } from '@/test/render';
import { GroupFormModal } from './group-form-modal';
import { DeleteGroupModal } from './group-modals';
import { NotesModal } from './notes-modal';

const bodyOf = (spy: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = spy.mock.calls.find(([url, init]) => String(url).split('?')[0]!.endsWith(path) && init?.method === method);
  return call ? JSON.parse(String(call[1]!.body ?? 'null')) : undefined;
};
const calls = (spy: ReturnType<typeof mockApi>, method: string) => spy.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('Add New Group', () => {
  it('a member who is not a leader gets no group-type choice and creates a standard group', async () => {
    signIn();
    const user = userEvent.setup();
    const onCreated = vi.fn();
    const spy = mockApi({ 'POST groups': [201, { message: t.created, item: groupDetail({ id: 9, name: 'Friday' }) }] });
    renderPage(<GroupFormModal opened onClose={() => undefined} isLeader={false} onCreated={onCreated} />);
    const dialog = await screen.findByRole('dialog', { name: t.addNewGroup });
    expect(within(dialog).queryByRole('radiogroup', { name: /Group type/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await within(dialog).findByText(m.required)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'F');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await within(dialog).findByText(m.minLength(2))).toBeInTheDocument();
    expect(calls(spy, 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'riday');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    expect(bodyOf(spy, 'POST', 'groups')).toEqual({ name: 'Friday', group_type: 'standard' });
    expect(await screen.findByText(t.created)).toBeInTheDocument();
  });

  it('a leader chooses the type; a premium group asks for its settings', async () => {
    signIn();
    const user = userEvent.setup();
    const spy = mockApi({});
    renderPage(<GroupFormModal opened onClose={() => undefined} isLeader onCreated={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: t.addNewGroup });
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'Premium Tuesday');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    // The type is required of a leader.
    expect(await within(dialog).findByText(m.required)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Premium group' }));
    expect(within(dialog).getByLabelText(/Projected start date/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    // Day, projected start date and gender are missing (the meeting time defaults to 12:00).
    expect(await within(dialog).findAllByText(m.required)).toHaveLength(3);
    expect(calls(spy, 'POST')).toHaveLength(0);
  });
});

describe('Delete group', () => {
  it("refuses a name that is not the group's exact name, then deletes with it", async () => {
    signIn();
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    const spy = mockApi({ 'DELETE groups/7': [200, { message: t.deleted }] });
    renderPage(<DeleteGroupModal group={groupDetail()} onClose={() => undefined} onDeleted={onDeleted} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete group' });
    const input = within(dialog).getByRole('textbox', { name: /Type “Tuesday Men” to confirm/ });
    await user.type(input, 'tuesday men');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Group' }));
    expect(await within(dialog).findByText(t.groupNameMismatch)).toBeInTheDocument();
    expect(calls(spy, 'DELETE')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'Tuesday Men');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Group' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls(spy, 'DELETE')).toHaveLength(1);
    expect(await screen.findByText(t.deleted)).toBeInTheDocument();
  });
});

describe('Notes', () => {
  it('lists notes with their creator and checks a new note before saving it', async () => {
    signIn();
    const user = userEvent.setup();
    const note = {
      id: 1,
      group_id: 7,
      member_id: 31,
      title: 'Check in on job stress',
      note_type: 'note',
      notes: { content: 'Talked after the meeting.', meeting_date: null, previous_state: null, new_state: null },
      admin_id: null,
      created_by: 'Leader',
      author: null,
      created_at: '2026-03-03T10:00:00.000Z',
    };
    const spy = mockApi({
      'GET groups/7/members/31/notes': [200, { items: [note], page: 1, perPage: 15, totalPages: 1, totalItems: 1, offset: 0 }],
      'POST groups/7/members/31/notes': [201, { message: 'ok', item: note }],
    });
    renderPage(<NotesModal groupId={7} member={{ id: 31, name: 'Jo Banks' }} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Check in on job stress')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Leader ·/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.addNote }));
    const form = await screen.findByRole('form', { name: t.addNote });
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'A');
    await user.click(within(form).getByRole('button', { name: 'Save Note' }));
    expect(await within(form).findByText(m.minLength(2))).toBeInTheDocument();
    expect(within(form).getByText(m.required)).toBeInTheDocument();
    expect(calls(spy, 'POST')).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'fter meeting');
    await user.type(within(form).getByRole('textbox', { name: /^Note/ }), 'Doing better.');
    await user.click(within(form).getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText(t.noteSaved)).toBeInTheDocument();
    expect(bodyOf(spy, 'POST', 'groups/7/members/31/notes')).toEqual({
      title: 'After meeting',
      note_type: 'note',
      note_content: 'Doing better.',
    });
  });
});
