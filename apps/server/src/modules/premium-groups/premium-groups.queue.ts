import type { QueueItem } from '@holdfast/shared/admin';
import type { PremiumApplication, SuggestedGroup } from '@holdfast/shared/premium-groups';
import type { AppContext } from '../../platform/context';
import type { QueueSource } from '../admin';
import type { createApplicationsService } from './applications.service';
import { countApplications } from './applications.repository';

type ApplicationsService = ReturnType<typeof createApplicationsService>;
const WAITING = 'group-selection-pending' as const;
/** The best fitting groups offered as one-click placements (the full list stays on the premium applications page). */
const PLACEMENTS = 3;
const PAGE = 50;

function placeLabel(g: SuggestedGroup) {
  return `Place in ${g.name} (${g.day} ${g.meeting_time}, ${g.seats_left} seat${g.seats_left === 1 ? '' : 's'} left)`;
}

function applicationItem(a: PremiumApplication, groups: readonly SuggestedGroup[]): QueueItem {
  const name = a.applicant?.display_name ?? a.answers.name;
  const waitingDays = (Date.now() - Date.parse(a.created_at)) / 86_400_000;
  return {
    kind: 'premium-application',
    id: a.id,
    created_at: a.created_at,
    // An application waiting over two weeks for its group is urgent.
    priority: waitingDays > 14 ? 'high' : 'normal',
    title: `Premium group application: ${name}`,
    summary: a.is_verified
      ? `${a.status_label} · ${groups.length ? `${groups.length} fitting groups` : 'no open group fits yet'}`
      : 'Waiting for the applicant to confirm their e-mail.',
    subject: a.user_id === null ? null : { id: a.user_id, name },
    details: [
      { label: 'Gender', value: a.answers.gender },
      { label: 'Married', value: a.answers.is_married ? 'Yes' : 'No' },
      { label: 'In ministry', value: a.answers.in_ministry ? 'Yes' : 'No' },
      { label: 'Meeting times', value: a.answers.meeting_time.join(', ') || '—' },
      { label: 'Time zone', value: a.answers.timezone },
    ],
    sensitive: false,
    sensitive_label: null,
    actions: a.is_verified
      ? groups
          .slice(0, PLACEMENTS)
          .map((g) => ({ key: `place:${g.group_id}`, label: placeLabel(g), needs_reason: false, tone: 'positive' as const }))
      : [],
    history: [],
  };
}

/**
 * Premium applications waiting for group selection in the console's review queue: placing one is
 * the premium area's own placing call (its checks: seats, one seat per person, the leaders told).
 */
export function premiumQueueSource(ctx: AppContext, applications: ApplicationsService): QueueSource {
  async function itemOf(actor: Parameters<ApplicationsService['list']>[0], a: PremiumApplication) {
    const groups = a.is_verified ? (await applications.suggestions(actor, a.id)).items : [];
    return applicationItem(a, groups);
  }
  return {
    async list(actor) {
      const page = await applications.list(actor, { status: WAITING, page: 1, perPage: PAGE });
      return Promise.all(page.items.map((a) => itemOf(actor, a)));
    },
    async item(actor, _kind, id) {
      const page = await applications.list(actor, { status: WAITING, page: 1, perPage: PAGE });
      const a = page.items.find((x) => x.id === id);
      return a ? itemOf(actor, a) : null;
    },
    async resolve(actor, _kind, id, input) {
      const groupId = Number(input.action.split(':')[1]);
      const placed = await applications.place(actor, id, groupId);
      return `Placed in ${placed.group_name ?? 'the group'}.`;
    },
    async reveal() {
      // public: premium applications carry no hidden text (the queue answers 404 before it asks)
      return { text: '', ownerId: null };
    },
    // public: a count for the dashboard, no rows
    pendingCount: () => countApplications(ctx.db, WAITING),
  };
}
