import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { groupsApiPaths, groupsTexts as t, type AddMemberBody } from '@holdfast/shared/groups';
import { premiumTexts } from '@holdfast/shared/premium-groups';
import { validationMessages as m } from '@holdfast/shared/validation';
import { api } from '@/lib/api-client';
import { mockApi, renderPage, signIn } from '@/test/render';
import { AddMemberModal } from './add-member-modal';

/** The modal with a caller's mutation, as a feature passes its own (the groups' or the premium groups'). */
function Harness({ premium = false, onClose }: { premium?: boolean; onClose: () => void }) {
  const add = useMutation({
    mutationFn: ({ groupId, body }: { groupId: number; body: AddMemberBody }) => api.post(groupsApiPaths.members(groupId), body),
  });
  return <AddMemberModal groupId={7} opened onClose={onClose} add={add} premium={premium} />;
}

const posted = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls
    .filter(([url, init]) => String(url).endsWith('groups/7/members') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)));

function setup(api: Parameters<typeof mockApi>[0], premium = false) {
  signIn();
  const spy = mockApi(api);
  const onClose = vi.fn();
  renderPage(<Harness premium={premium} onClose={onClose} />);
  return { spy, onClose, user: userEvent.setup() };
}

describe('AddMemberModal (groups and premium groups)', () => {
  it('needs an e-mail and a role, then invites with what was given and closes', async () => {
    const { spy, onClose, user } = setup({ 'POST groups/7/members': [201, { message: t.invitationToGroupSent, item: {} }] });
    const dialog = await screen.findByRole('dialog', { name: t.addMember });
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findAllByText(m.required)).toHaveLength(2);
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-address');
    await user.click(within(dialog).getByRole('radio', { name: 'Member' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText(m.email)).toBeInTheDocument();
    expect(posted(spy)).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: /Email/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(spy)).toEqual([{ email: 'new@example.org', role: 'member' }]);
  });

  it("a premium group's offers only 'Co-leader', already chosen: members join through the application", async () => {
    const { spy, onClose, user } = setup({ 'POST groups/7/members': [201, { message: t.invitationToGroupSent, item: {} }] }, true);
    const dialog = await screen.findByRole('dialog', { name: t.addMember });
    expect(within(dialog).queryByRole('radio', { name: 'Member' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Co-leader' })).toBeChecked();
    expect(within(dialog).getByText(premiumTexts.membersJoinByApplication)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ana@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(spy)).toEqual([{ email: 'ana@example.org', role: 'group-leader' }]);
  });

  it("lists the server's 422 messages in the error card and stays open", async () => {
    const { onClose, user } = setup({
      'POST groups/7/members': [422, { message: 'Validation failed', errors: { email: [t.alreadyMember] } }],
    });
    const dialog = await screen.findByRole('dialog', { name: t.addMember });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'jo@example.org');
    await user.click(within(dialog).getByRole('radio', { name: 'Co-leader' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByTestId('error-card')).toHaveTextContent(t.alreadyMember);
    expect(onClose).not.toHaveBeenCalled();
  });
});
