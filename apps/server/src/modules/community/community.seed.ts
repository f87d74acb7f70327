import { shortDescriptionOf, type ReactionType } from '@holdfast/shared/community';
import type { AppContext } from '../../platform/context';
import { sanitizePostHtml } from './community.html';
import { SAMPLE_BIOGRAPHY, SAMPLE_MEMBERS, SAMPLE_TOPICS, type SampleReply } from './community.seed.content';
import * as repo from './sample.repository';

/** The sample members' addresses: under a reserved top-level domain (RFC 2606), so no mail reaches anyone. */
export const SAMPLE_EMAIL_DOMAIN = 'sample.holdfast.invalid';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A sample member's e-mail address and username, from their key. */
export const sampleEmailOf = (key: string) => `${key}@${SAMPLE_EMAIL_DOMAIN}`;
const sampleUsernameOf = (key: string) => `sample-${key}`;

class SampleNotSeeded extends Error {}

/**
 * The sample community of a new install (content in community.seed.content.ts): sample
 * members, topics, threads, replies and reactions. Runs once per database: only into a forum with
 * no topic yet, so a second start (or an install whose members already started the forum) reads
 * one row and adds nothing. Everything goes in one transaction; an address or username already
 * taken leaves the forum as it was (logged) instead of failing the start. Off with
 * COMMUNITY_SAMPLE_CONTENT=off. Runs under the start-up lock (prepareData) with the other seeds.
 */
export async function seedCommunitySample(ctx: AppContext, now = new Date()): Promise<{ seeded: boolean }> {
  if (ctx.config.COMMUNITY_SAMPLE_CONTENT !== 'on') return { seeded: false };
  if (await repo.hasAnyTopic(ctx.db)) return { seeded: false };
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  try {
    await ctx.db.transaction(async (tx) => {
      const members = await repo.insertSampleMembers(
        tx,
        SAMPLE_MEMBERS.map((m) => ({
          email: sampleEmailOf(m.key),
          username: sampleUsernameOf(m.key),
          name: m.name,
          age: m.age,
          is_married: m.isMarried,
          is_leader: m.isLeader === true,
          biography: SAMPLE_BIOGRAPHY,
          joined_at: at(m.joinedDaysAgo * DAY),
        })),
      );
      if (members.length !== SAMPLE_MEMBERS.length) throw new SampleNotSeeded('a sample address or username is taken');
      const idByEmail = new Map(members.map((m) => [m.email, Number(m.id)]));
      const userId = (key: string) => {
        const id = idByEmail.get(sampleEmailOf(key));
        if (id === undefined) throw new Error(`unknown sample member ${key}`);
        return id;
      };

      // Topics a week older than the oldest thread; positions in the order of the content, per category.
      const oldest = Math.max(...SAMPLE_TOPICS.flatMap((t) => t.threads.map((th) => th.hoursAgo)));
      const positions = new Map<string, number>();
      const topics = await repo.insertSampleTopics(
        tx,
        SAMPLE_TOPICS.map((t) => {
          const position = (positions.get(t.key) ?? 0) + 1;
          positions.set(t.key, position);
          return { category_key: t.key, name: t.name, description: t.description, position, created_at: at(oldest * HOUR + 7 * DAY) };
        }),
      );
      const topicId = new Map(topics.map((t) => [`${t.category_key}/${t.name}`, Number(t.id)]));

      const threadSeeds = SAMPLE_TOPICS.flatMap((t) => t.threads.map((th) => ({ topic: t, thread: th })));
      const threads = await repo.insertSampleThreads(
        tx,
        threadSeeds.map(({ topic, thread }) => {
          const content = sanitizePostHtml(thread.content);
          return {
            topic_id: topicId.get(`${topic.key}/${topic.name}`)!,
            user_id: userId(thread.by),
            title: thread.title,
            content,
            short_description: shortDescriptionOf(content),
            is_pinned: thread.isPinned === true,
            created_at: at(thread.hoursAgo * HOUR),
          };
        }),
      );
      const threadId = new Map(threads.map((t) => [t.title, Number(t.id)]));

      // Replies follow their thread in order, spread over the time since it started (at most 3 hours apart).
      const timed = threadSeeds.map(({ thread }) => {
        const flat: { reply: SampleReply; parent: SampleReply | null }[] = [];
        for (const reply of thread.replies) {
          flat.push({ reply, parent: null });
          for (const nested of reply.replies ?? []) flat.push({ reply: nested, parent: reply });
        }
        const step = Math.min(3 * HOUR, (thread.hoursAgo * HOUR) / (flat.length + 1));
        const id = threadId.get(thread.title)!;
        return { id, flat: flat.map((f, i) => ({ ...f, created_at: at(thread.hoursAgo * HOUR - (i + 1) * step) })) };
      });
      const replyRow = (threadOf: number, r: SampleReply, createdAt: string, primary: number | null) => ({
        thread_id: threadOf,
        user_id: userId(r.by),
        primary_reply_id: primary,
        replied_to_id: primary,
        reply_text: sanitizePostHtml(r.text),
        created_at: createdAt,
      });
      const replyKey = (threadOf: number, text: string) => `${threadOf}\n${text}`;
      const replyId = new Map<string, number>();
      const remember = (rows: { id: number; thread_id: number; reply_text: string }[]) => {
        for (const r of rows) replyId.set(replyKey(Number(r.thread_id), r.reply_text), Number(r.id));
      };
      const idOf = (threadOf: number, r: SampleReply) => replyId.get(replyKey(threadOf, sanitizePostHtml(r.text)))!;
      remember(
        await repo.insertSampleReplies(
          tx,
          timed.flatMap((t) => t.flat.filter((f) => !f.parent).map((f) => replyRow(t.id, f.reply, f.created_at, null))),
        ),
      );
      remember(
        await repo.insertSampleReplies(
          tx,
          timed.flatMap((t) => t.flat.filter((f) => f.parent).map((f) => replyRow(t.id, f.reply, f.created_at, idOf(t.id, f.parent!)))),
        ),
      );

      const reactions: { reply_id: number; user_id: number; thread_id: number; reaction_type: ReactionType; created_at: string }[] = [];
      for (const t of timed) {
        for (const f of t.flat) {
          for (const r of f.reply.reactions ?? [])
            reactions.push({
              reply_id: idOf(t.id, f.reply),
              user_id: userId(r.by),
              thread_id: t.id,
              reaction_type: r.type,
              created_at: f.created_at,
            });
        }
      }
      await repo.insertSampleReactions(tx, reactions);
      await repo.settleSampleThreads(tx, [...threadId.values()]);
    });
  } catch (err) {
    if (!(err instanceof SampleNotSeeded)) throw err;
    ctx.log.warn({ reason: err.message }, 'community sample content not added');
    return { seeded: false };
  }
  ctx.log.info(
    { topics: SAMPLE_TOPICS.length, members: SAMPLE_MEMBERS.length },
    'community sample content added (COMMUNITY_SAMPLE_CONTENT=off leaves it out)',
  );
  return { seeded: true };
}
