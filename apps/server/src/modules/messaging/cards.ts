import { messagingTexts as t, type Message } from '@holdfast/shared/messaging';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { checkInRecords, presentCheckIn } from '../check-ins';
import { presentMessage, type SignAvatar } from './messaging.presenter';
import type { MessageRow } from './messages.repository';

/** The message types of the server's check-in and crash-report cards (spec 3 "Message"). */
export const CARD_TYPES = ['check-in submit', 'trigger submit'] as const;
export const isCard = (row: Pick<MessageRow, 'message_type'>) => (CARD_TYPES as readonly string[]).includes(row.message_type);

/**
 * What messaging asks of the groups area for the cards (groups' answer 'groups.chat-cards',
 * platform/answers: groups imports messaging's blocks, so messaging imports no groups code): which groups' chats get a
 * member's card, and who of a group hears of a new one, with when each joined.
 */
export interface CardGroups {
  groupsOf(db: Db, userId: number): Promise<{ group_id: number }[]>;
  audienceOf(db: Db, groupId: number): Promise<{ user_id: number; accepted_at: Date | string | null }[]>;
}

/** The group chat a page of messages is read in, and since when the reader is a member of it. */
export interface CardChat {
  groupId: number;
  since: Date | null;
}

const recordIdOf = (row: MessageRow) => Number((row.content as { record_id?: unknown } | null)?.record_id);

/** A card whose details this reader may not see: who and what are left out ('A member checked in'). */
function withheld(row: MessageRow, sign: SignAvatar): Message {
  const message = row.message_type === 'check-in submit' ? t.cardWithheld.checkIn : t.cardWithheld.crashReport;
  return { ...presentMessage({ ...row, from_user_id: null, content: null, message }, sign), user: null, from_user: null };
}

/**
 * The group chat's check-in and crash-report cards are stored as ids (the record's id in `content`)
 * and filled when they are read, through `ctx.consent.read` ('group_chat', this group only): a reader
 * sees a card's details only while its author shares their data with the group and is still in it,
 * and only if the reader was a member when it was posted; every other card reads 'A member checked in'
 * (no author, no details). Each read of someone's card details is in their access log, one line a day.
 * Pages without cards cost nothing more.
 */
export function createCards(ctx: AppContext) {
  return {
    async present(viewerId: number, chat: CardChat | null, rows: readonly MessageRow[], sign: SignAvatar): Promise<Message[]> {
      const cards = chat ? rows.filter(isCard) : [];
      if (!cards.length) return rows.map((r) => (isCard(r) ? withheld(r, sign) : presentMessage(r, sign)));
      const authors = [...new Set(cards.flatMap((r) => (r.from_user_id === null ? [] : [Number(r.from_user_id)])))];
      const contents = await ctx.consent.read(
        viewerId,
        { via: ['group_chat'], contextId: chat!.groupId, ownerIds: authors },
        async (granted, show) => {
          const readable = cards.filter((r) => {
            const author = Number(r.from_user_id);
            const kind = r.message_type === 'check-in submit' ? 'check_ins' : 'crash_reports';
            const wasMember = author === viewerId || chat!.since === null || new Date(r.created_at) >= chat!.since;
            return r.from_user_id !== null && wasMember && granted.allows(author, kind);
          });
          const ids = (type: string) =>
            readable
              .filter((r) => r.message_type === type)
              .map(recordIdOf)
              .filter(Number.isFinite);
          const [checkIns, crashes] = await Promise.all([
            checkInRecords.findCheckInsByIds(ctx.db, ids('check-in submit'), granted),
            checkInRecords.findCrashReportsByIds(ctx.db, ids('trigger submit'), granted),
          ]);
          const checkInBy = new Map(checkIns.map((c) => [Number(c.id), c]));
          const crashBy = new Map(crashes.map((c) => [Number(c.id), c]));
          const out = new Map<number, Record<string, unknown>>();
          const seen = new Set<string>();
          for (const r of readable) {
            const id = recordIdOf(r);
            const author = Number(r.from_user_id);
            if (r.message_type === 'check-in submit') {
              const row = checkInBy.get(id);
              if (!row || Number(row.userId) !== author) continue;
              const c = presentCheckIn(row);
              out.set(Number(r.id), {
                record_id: id,
                emotion: c.checkin_emotions,
                feeling_zone: c.feeling_zone,
                fast_scale_answers: c.fast_scale_answers,
                feeling_notes: c.feeling_notes,
              });
              seen.add(`${author}:check_ins`);
            } else {
              const row = crashBy.get(id);
              if (!row || Number(row.userId) !== author) continue;
              out.set(Number(r.id), {
                record_id: id,
                triggerName: row.triggerName,
                answers: row.answers,
                systemTrigger: { action_name: row.triggerName, show_details_in_messaging: true },
              });
              seen.add(`${author}:crash_reports`);
            }
          }
          show(
            [...seen].map((key) => {
              const [owner, kind] = key.split(':') as [string, 'check_ins' | 'crash_reports'];
              return { owner: Number(owner), kind, daily: true as const };
            }),
          );
          return out;
        },
      );
      return rows.map((r) => {
        if (!isCard(r)) return presentMessage(r, sign);
        const content = contents.get(Number(r.id));
        return content ? presentMessage({ ...r, content }, sign) : withheld(r, sign);
      });
    },
  };
}
export type Cards = ReturnType<typeof createCards>;
