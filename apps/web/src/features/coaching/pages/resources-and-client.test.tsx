import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COACH_RESOURCE_MAX_BYTES, coachCentreTexts as c, coachingTexts as t, type CoachResource } from '@holdfast/shared/coaching';
import { validationMessages as m } from '@holdfast/shared/validation';
import { coachClient, coachDetail, fetchBackedXhr, invitedClient } from '@/test/coach-centre';
import { APP_INFO, mockApi, preloadLazyRoutes, renderRoutes, signIn } from '@/test/render';
import { coachAppRoutes } from '../coach-routes';

const callsTo = (spy: ReturnType<typeof mockApi>, method: string, path: string) =>
  spy.mock.calls.filter(
    ([url, init]) => new URL(String(url), 'http://localhost').pathname.endsWith(`/${path}`) && (init?.method ?? 'GET') === method,
  );

function resource(overrides: Partial<CoachResource> = {}): CoachResource {
  return {
    id: 9,
    title: 'Relapse plan',
    resource_type: 'pdf',
    external_link: null,
    file_url: 'https://files.example.org/plan.pdf?sig=1',
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
const page = (items: CoachResource[], pageNo = 1, totalPages = 1) => ({
  items,
  page: pageNo,
  perPage: 15,
  totalPages,
  totalItems: items.length,
  offset: (pageNo - 1) * 15,
});

function render(path: string, api: Parameters<typeof mockApi>[0]) {
  signIn();
  const spy = mockApi({
    'GET app-info': [200, APP_INFO],
    'GET coach': [200, coachDetail()],
    ...api,
  });
  renderRoutes(coachAppRoutes, path);
  return spy;
}

beforeAll(async () => {
  await preloadLazyRoutes(coachAppRoutes);
});
beforeEach(() => {
  fetchBackedXhr();
  return () => vi.unstubAllGlobals();
});

/** Chooses the resource type in the form's select. */
async function pickType(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string) {
  await user.click(
    within(dialog)
      .getAllByLabelText(/Resource type/)
      .find((el) => el.tagName === 'INPUT')!,
  );
  await user.click(await within(dialog).findByRole('option', { name: label }));
}

/** The form's hidden file input (Mantine's FileInput opens it from its button). */
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('/coaching-center/resources', () => {
  it('lists the resources with a Remove per item, and removes after the confirmation', async () => {
    const user = userEvent.setup();
    const spy = render('/coaching-center/resources', {
      'GET coach/resources': [
        200,
        page([
          resource(),
          resource({
            id: 10,
            title: 'Church site',
            resource_type: 'external-link',
            external_link: 'https://church.example.org',
            file_url: null,
          }),
        ]),
      ],
      'DELETE coach/resources/9': [200, { message: 'removed' }],
    });
    const list = await screen.findByRole('list', { name: c.coachResources });
    expect(within(list).getByRole('link', { name: 'Relapse plan' })).toHaveAttribute('href', 'https://files.example.org/plan.pdf?sig=1');
    expect(within(list).getByRole('link', { name: 'Church site' })).toHaveAttribute('href', 'https://church.example.org');
    expect(screen.getByRole('link', { name: c.title })).toHaveAttribute('href', '/coaching-center');
    await user.click(screen.getByRole('button', { name: 'Options for Relapse plan' }));
    await user.click(await screen.findByRole('menuitem', { name: c.remove }));
    await user.click(within(await screen.findByRole('dialog', { name: c.removeResourceTitle })).getByRole('button', { name: c.remove }));
    expect(await screen.findByText(t.resourceRemoved)).toBeInTheDocument();
    expect(callsTo(spy, 'DELETE', 'coach/resources/9')).toHaveLength(1);
  });

  it("a failed removal says 'Error Occured'", async () => {
    const user = userEvent.setup();
    render('/coaching-center/resources', {
      'GET coach/resources': [200, page([resource()])],
      'DELETE coach/resources/9': [500, { message: 'boom' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Options for Relapse plan' }));
    await user.click(await screen.findByRole('menuitem', { name: c.remove }));
    await user.click(within(await screen.findByRole('dialog', { name: c.removeResourceTitle })).getByRole('button', { name: c.remove }));
    expect(await screen.findByText(t.resourceRemoveFailed)).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    render('/coaching-center/resources', { 'GET coach/resources': [200, page([])] });
    expect(await screen.findByText(c.noResources)).toBeInTheDocument();
  });

  it('Add checks the title, the type, the file (its type and the 8 MB) and the link before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const spy = render('/coaching-center/resources', { 'GET coach/resources': [200, page([])] });
    await user.click(await screen.findByRole('button', { name: c.addResource }));
    const dialog = await screen.findByRole('dialog', { name: c.addResourceTitle });
    const submit = () => user.click(within(dialog).getByRole('button', { name: c.addResource }));

    await submit();
    expect(await within(dialog).findByText(t.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.required)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Title/), 'Plan');
    await pickType(user, dialog, 'PDF');
    await submit();
    expect(await within(dialog).findByText(t.fileRequired)).toBeInTheDocument();

    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: COACH_RESOURCE_MAX_BYTES + 1 });
    await user.upload(fileInput(dialog), big);
    await submit();
    expect(await within(dialog).findByText(t.fileTooLarge)).toBeInTheDocument();

    await user.upload(fileInput(dialog), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await submit();
    expect(await within(dialog).findByText(t.fileTypeNotAllowed)).toBeInTheDocument();

    await pickType(user, dialog, 'External link');
    await submit();
    expect(await within(dialog).findByText(t.linkRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/External link/), 'not a link');
    await submit();
    expect(await within(dialog).findByText(m.invalid)).toBeInTheDocument();

    expect(callsTo(spy, 'POST', 'coach/resources')).toHaveLength(0);
  });

  it('uploads a file as multipart with its progress shown, then says so and refreshes the list', async () => {
    const user = userEvent.setup();
    let listed: CoachResource[] = [];
    const spy = render('/coaching-center/resources', {
      'GET coach/resources': () => [200, page(listed)],
      'POST coach/resources': () => {
        listed = [resource({ title: 'Plan' })];
        return [201, { message: t.fileUploaded, item: listed[0] }];
      },
    });
    await user.click(await screen.findByRole('button', { name: c.addResource }));
    const dialog = await screen.findByRole('dialog', { name: c.addResourceTitle });
    await user.type(within(dialog).getByLabelText(/Title/), 'Plan');
    await pickType(user, dialog, 'PDF');
    await user.upload(fileInput(dialog), new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: c.addResource }));

    expect(await screen.findByText(t.fileUploaded)).toBeInTheDocument();
    const body = callsTo(spy, 'POST', 'coach/resources')[0]![1]!.body as FormData;
    expect(body.get('title')).toBe('Plan');
    expect(body.get('resource_type')).toBe('pdf');
    expect((body.get('file') as File).name).toBe('plan.pdf');
    expect(body.get('external_link')).toBeNull();
    expect(new Headers(callsTo(spy, 'POST', 'coach/resources')[0]![1]!.headers).get('Authorization')).toBe('Bearer test-token');
    expect(await screen.findByRole('link', { name: 'Plan' })).toBeInTheDocument();
  });

  it('shows the upload progress while the file is sent', async () => {
    const user = userEvent.setup();
    let answer: (value: [number, unknown]) => void = () => {};
    render('/coaching-center/resources', {
      'GET coach/resources': [200, page([])],
    });
    // The POST waits until the test answers it, so the progress stays on screen.
    const fetchMock = vi.mocked(globalThis.fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        const [status, body] = await new Promise<[number, unknown]>((resolve) => (answer = resolve));
        return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      }
      return original(input, init);
    });
    await user.click(await screen.findByRole('button', { name: c.addResource }));
    const dialog = await screen.findByRole('dialog', { name: c.addResourceTitle });
    await user.type(within(dialog).getByLabelText(/Title/), 'Photo');
    await pickType(user, dialog, 'Image');
    await user.upload(fileInput(dialog), new File(['png'], 'p.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: c.addResource }));
    expect(await within(dialog).findByText(`${c.uploading} 50%`)).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: c.uploading })).toBeInTheDocument();
    answer([500, { message: 'disk full' }]);
    expect(await screen.findByText(t.fileSaveFailed)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('progressbar', { name: c.uploading })).not.toBeInTheDocument());
  });

  it("saves an external link: 'Successfully save external link.'", async () => {
    const user = userEvent.setup();
    const spy = render('/coaching-center/resources', {
      'GET coach/resources': [200, page([])],
      'POST coach/resources': [201, { message: t.linkSaved, item: resource({ resource_type: 'external-link' }) }],
    });
    await user.click(await screen.findByRole('button', { name: c.addResource }));
    const dialog = await screen.findByRole('dialog', { name: c.addResourceTitle });
    await user.type(within(dialog).getByLabelText(/Title/), 'Church');
    await pickType(user, dialog, 'External link');
    await user.type(within(dialog).getByLabelText(/External link/), 'https://church.example.org');
    await user.click(within(dialog).getByRole('button', { name: c.addResource }));
    expect(await screen.findByText(t.linkSaved)).toBeInTheDocument();
    const body = callsTo(spy, 'POST', 'coach/resources')[0]![1]!.body as FormData;
    expect(body.get('external_link')).toBe('https://church.example.org');
    expect(body.get('file')).toBeNull();
  });
});

describe('/coaching-center/users/{id}', () => {
  const jo = coachClient({ id: 21, user_courses: [] });
  const noteList = (notes: { id: number; note: string }[]) => ({
    items: notes.map((n) => ({ ...n, coach_user_id: 21, created_at: '2026-03-04T10:00:00.000Z' })),
    page: 1,
    perPage: 15,
    totalPages: 1,
    totalItems: notes.length,
    offset: 0,
  });

  it("shows the breadcrumb, the tabs and each course's 'of Course Completed' percent", async () => {
    render('/coaching-center/users/21', {
      'GET coach/users': [200, [jo]],
      'GET coach/users/21/courses': [
        200,
        {
          coach_user_id: 21,
          user_id: 21,
          user: jo.user,
          courses: [
            {
              user_course_id: 1,
              course_id: 1,
              name: 'Freedom',
              progress_status: 'in_progress',
              percent: 40,
              completed_items: 4,
              total_items: 10,
              assigned_on: null,
              completed_on: null,
            },
          ],
        },
      ],
      'GET coach/users/21/notes': [200, noteList([])],
    });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: c.clients })).toHaveAttribute('href', '/coaching-center');
    expect(within(crumbs).getByText('Jo Banks')).toHaveAttribute('aria-current', 'page');
    for (const tab of [c.courseProgress, c.crashReport, c.checkInHistory])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(await screen.findByText(`40% ${t.ofCourseCompleted}`)).toBeInTheDocument();
    expect(screen.getByText(c.noNotes)).toBeInTheDocument();
  });

  it("says 'No Course Assigned' when the client has none", async () => {
    render('/coaching-center/users/21', {
      'GET coach/users': [200, [jo]],
      'GET coach/users/21/courses': [200, { coach_user_id: 21, user_id: 21, user: jo.user, courses: [] }],
      'GET coach/users/21/notes': [200, noteList([])],
    });
    expect(await screen.findByText(t.noCourseAssigned)).toBeInTheDocument();
  });

  it('a pending invitation has no client page', async () => {
    render('/coaching-center/users/22', { 'GET coach/users': [200, [invitedClient('new@example.org', { id: 22 })]] });
    expect(await screen.findByText(c.clientNotFound)).toBeInTheDocument();
  });

  it('the note form says the client can read it in their export, asks for the text, then saves and lists it', async () => {
    const user = userEvent.setup();
    let notes: { id: number; note: string }[] = [{ id: 1, note: 'First talk went well.' }];
    const spy = render('/coaching-center/users/21', {
      'GET coach/users': [200, [jo]],
      'GET coach/users/21/courses': [200, { coach_user_id: 21, user_id: 21, user: jo.user, courses: [] }],
      'GET coach/users/21/notes': () => [200, noteList(notes)],
      'POST coach/users/21/notes': (init) => {
        const { note } = JSON.parse(String(init!.body)) as { note: string };
        notes = [{ id: 2, note }, ...notes];
        return [201, { message: t.noteSaved, item: { id: 2, coach_user_id: 21, note, created_at: '2026-03-05T10:00:00.000Z' } }];
      },
    });
    const form = await screen.findByRole('form', { name: 'New note' });
    expect(within(form).getByText(t.noteExportNotice)).toBeInTheDocument();
    expect(await screen.findByText('First talk went well.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: c.addNote }));
    expect(await within(form).findByText(m.required)).toBeInTheDocument();
    expect(callsTo(spy, 'POST', 'coach/users/21/notes')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Note/), 'Call on Friday.');
    await user.click(within(form).getByRole('button', { name: c.addNote }));
    expect(await screen.findByText(t.noteSaved)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: c.notes });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Call on Friday.'));
    expect(within(form).getByLabelText(/Note/)).toHaveValue('');
  });
});
