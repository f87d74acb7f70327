import type { AccessKind, AccessVia, ShareKind, Sharing } from '@holdfast/shared/accountability';
import type { AccessEntry, AccessLog } from '../access-log/access-log';
import type { Db, SqlFragment } from '../db/client';

/** One reason a viewer may see an owner's data, and what the owner allows through it. */
export interface DataGrant {
  ownerId: number;
  via: AccessVia;
  /** The link it comes from (an accountability relationship's id; a group's id later). */
  contextId: number;
  sharing: Sharing;
}

/** Where grants come from: an area answers what `viewerId` may see (of `ownerId` only, when given). */
export type GrantSource = (db: Db, viewerId: number, ownerId?: number) => Promise<DataGrant[]>;

/**
 * The same grants read the other way: who holds one on `ownerId` through this link (whatever its
 * switches, as grantsFor answers them). Areas give it with their source; SOS asks it.
 */
export type ViewerSource = (db: Db, ownerId: number) => Promise<number[]>;

/** What a viewer may see of one owner, all grants merged (a kind is allowed if any link allows it). */
export interface OwnerGrant {
  ownerId: number;
  sharing: Sharing;
  grants: DataGrant[];
}

declare const consented: unique symbol;

/**
 * Owners' ids that came out of a consent read (`Consented.owners(kind)`, `.own()`, `.none`). The
 * records' readers of other areas (check-ins' `checkInRecords`) take these instead of plain ids, so
 * a read of someone's records cannot be written without asking `consent.read`, which writes the
 * access log of what the read says it showed.
 */
export type ConsentedIds = readonly number[] & { readonly [consented]: true };

/** What one read may load, made only by `consent.read`: the owners granted to the viewer, and which kinds of theirs. */
export interface Consented {
  readonly viewerId: number;
  /** The owners any of whose `kinds` the viewer may see (the viewer too, when the read named them in `ownerIds`). */
  owners(...kinds: ShareKind[]): ConsentedIds;
  /** The viewer alone (one's own data, e.g. a preview of what a partner sees). */
  own(): ConsentedIds;
  readonly none: ConsentedIds;
  /** Whether the viewer may see the owner's `kind` (always, of their own data). */
  allows(ownerId: number, kind: ShareKind): boolean;
  readonly grants: ReadonlyMap<number, OwnerGrant>;
}

/** What a read showed of one owner, for their access log: a record, a range of days, or "today" (one line a day). */
export type Seen = { owner: number; kind: AccessKind } & (
  { recordId: number } | { range: { start: string; end: string } } | { daily: true }
);

/** The kind a grant must allow for a logged kind (course progress and applications come with any grant of the link). */
const SHARE_KIND_OF: Record<AccessKind, ShareKind | null> = {
  check_ins: 'check_ins',
  crash_reports: 'crash_reports',
  streaks: 'streaks',
  course_progress: null,
  premium_application: null,
  habit_results: null,
  // Written by the impersonation session itself (no grant is asked: the admin tools' own rule).
  account: null,
  account_end: null,
};

export interface ReadRequest {
  /** The links the read is made through (the access log names the first that grants each owner). */
  via: readonly AccessVia[];
  /** Only these owners (default: everyone the links grant). */
  ownerIds?: readonly number[];
  /** Only grants of this link (a group's id): the cards of one group's chat. */
  contextId?: number;
  /** The viewer's own data is part of the read (`owners(kind)` names them too). */
  withOwn?: boolean;
  db?: Db;
}

/**
 * The consent check every call that returns someone's data goes through. Areas register a source
 * (`consent.addSource('partner', fn)`: accountability's accepted relationships and their sharing;
 * groups and coaching add theirs), and data calls ask one question:
 * `await ctx.consent.grantsFor(viewerId, {ownerId?, via?})` -> who, and what of theirs, the viewer
 * may see. `may(...)` answers one owner and one kind. Nobody's data is visible without a grant.
 * `viewersOf(ownerId, {via?})` reads it the other way: everyone who holds a grant on the owner, with
 * the links it comes through (whom an SOS goes to).
 */
/**
 * How two people are linked, whatever either may see of the other's data: the accepted partnership
 * between them (its id), and the first group both are accepted members of (with the other's
 * membership id). Each part comes from the area that owns the link (`addLink`), so messaging's
 * redirect, its "cannot block a partner or group member" and the community's block rule ask here
 * instead of reading accountability's or groups' tables themselves.
 */
export interface Relation {
  partnerId: number | null;
  sharedGroup: { groupId: number; otherMemberId: number } | null;
}
export type LinkSource = (db: Db, viewerId: number, otherId: number) => Promise<Partial<Relation>>;

/**
 * The links in SQL, for a statement of another area that must stay one statement (messaging's chat
 * list and its push targets): the owner's text, so only the owner names its tables. Each owner adds
 * its part with the link (`addLink`); a reader asks `linkSql()` when it runs the statement, never
 * while modules load or register (areas register in any order). `alias` names a row the fragment
 * joins; ids are SQL expressions of the caller's statement.
 */
export interface LinkSql {
  partner: PartnerLinkSql;
  group: GroupLinkSql;
}

export interface PartnerLinkSql {
  /** `join` of the accepted partnership between `low` and `high` (the smaller id first) as `alias`. */
  joinAccepted(alias: string, low: SqlFragment, high: SqlFragment): SqlFragment;
  /** The id of the partnership joined as `alias`. */
  id(alias: string): SqlFragment;
  /** The id of the accepted partnership between `low` and `high` (the smaller id first), null when none: a scalar subquery. */
  acceptedId(low: SqlFragment, high: SqlFragment): SqlFragment;
}

export interface GroupLinkSql {
  /** `join` of the accepted members of group `groupId` who have an account as `alias` (only `userId`'s row, when given). */
  joinAccepted(alias: string, groupId: SqlFragment, userId?: SqlFragment): SqlFragment;
  /** The membership id of the row joined as `alias`. */
  id(alias: string): SqlFragment;
  /** The member's account id of the row joined as `alias`. */
  userId(alias: string): SqlFragment;
  /** When the member of the row joined as `alias` joined the group. */
  acceptedAt(alias: string): SqlFragment;
  /** The id of `userId`'s accepted membership of group `groupId`, null when none: a scalar subquery. */
  acceptedMemberId(groupId: SqlFragment, userId: SqlFragment): SqlFragment;
  /** `left join` of group `groupId` as `alias` (null columns when there is none, e.g. a chat of no group). */
  joinGroup(alias: string, groupId: SqlFragment): SqlFragment;
  /** The name of the group joined as `alias`. */
  name(alias: string): SqlFragment;
}

export interface Consent {
  /** A link area's part of `relation` ('partner': partnerId; 'group': sharedGroup), and the link in SQL (`linkSql`). */
  addLink<V extends keyof LinkSql>(via: V, source: LinkSource, fragments: LinkSql[V]): void;
  /** How `viewerId` and `otherId` are linked (one round: every link area asked at once). */
  relation(viewerId: number, otherId: number, opts?: { db?: Db }): Promise<Relation>;
  /** Every link's SQL (one object for the app's life); throws while a link area has not added its own. */
  linkSql(): LinkSql;
  /**
   * `scoped`: the source's grants hold only where a read names its link in `via` (the group chat's
   * cards are seen by fellow members in that chat, nowhere else): `grantsFor` and `viewersOf` without
   * `via` leave it out, so an SOS never reaches a fellow member through it.
   */
  addSource(via: AccessVia, source: GrantSource, viewers: ViewerSource, opts?: { scoped?: boolean }): void;
  /**
   * The one way to read someone else's data: asks consent, hands `load` what it may read, and writes
   * the owners' access log with what `load` says it shows (`show(seen)`: the rows are written while
   * the load goes on, and the read answers only once they are; the viewer's own data is not logged).
   * Showing an owner or kind the grants did not allow is a bug: the read fails and answers nothing.
   */
  read<T>(
    viewerId: number,
    ask: ReadRequest,
    load: (granted: Consented, show: (seen: Seen | readonly Seen[]) => void) => Promise<T>,
  ): Promise<T>;
  viewersOf(ownerId: number, opts?: { via?: readonly AccessVia[]; db?: Db }): Promise<Map<number, AccessVia[]>>;
  /**
   * Everyone who holds a grant on `ownerId` through any link (scoped ones too: the group chat's
   * fellow members see its cards), each with what they see of the owner, exactly as a read of theirs
   * would be granted it (`grantsFor(viewer, {ownerId})`): the owner's privacy centre. It shows the
   * owner names and switches, none of anyone's data, so it writes no access log.
   */
  audienceOf(ownerId: number, opts?: { db?: Db }): Promise<Map<number, OwnerGrant>>;
  grantsFor(viewerId: number, opts?: { ownerId?: number; via?: readonly AccessVia[]; db?: Db }): Promise<Map<number, OwnerGrant>>;
  may(viewerId: number, ownerId: number, kind: ShareKind, opts?: { via?: readonly AccessVia[]; db?: Db }): Promise<OwnerGrant | null>;
}

const NOTHING: Sharing = { check_ins: false, crash_reports: false, faster: false, streaks: false };

function mergeGrants(grants: readonly DataGrant[], viewerId: number): Map<number, OwnerGrant> {
  const byOwner = new Map<number, OwnerGrant>();
  for (const grant of grants) {
    // Only another person's data is granted; one's own is never "shared with oneself".
    if (grant.ownerId === viewerId) continue;
    const merged = byOwner.get(grant.ownerId) ?? { ownerId: grant.ownerId, sharing: { ...NOTHING }, grants: [] };
    for (const kind of Object.keys(NOTHING) as ShareKind[]) merged.sharing[kind] ||= grant.sharing[kind];
    merged.sharing.faster &&= merged.sharing.check_ins;
    merged.grants.push(grant);
    byOwner.set(grant.ownerId, merged);
  }
  return byOwner;
}

export function createConsent(defaultDb: Db, accessLog: AccessLog): Consent {
  const sources = new Map<AccessVia, GrantSource>();
  const viewerSources = new Map<AccessVia, ViewerSource>();
  const scoped = new Set<AccessVia>();
  const asked = (via: AccessVia, wanted?: readonly AccessVia[]) => (wanted ? wanted.includes(via) : !scoped.has(via));
  const links = new Map<string, LinkSource>();
  const linkSql: Partial<LinkSql> = {};
  const consent: Consent = {
    addLink(via, source, fragments) {
      if (links.has(via)) throw new Error(`link source ${via} is added twice`);
      links.set(via, source);
      linkSql[via] = fragments;
    },
    async relation(viewerId, otherId, opts = {}) {
      const parts = await Promise.all([...links.values()].map((source) => source(opts.db ?? defaultDb, viewerId, otherId)));
      return Object.assign({ partnerId: null, sharedGroup: null }, ...parts) as Relation;
    },
    linkSql() {
      const missing = (['partner', 'group'] as const).filter((via) => !linkSql[via]);
      if (missing.length) throw new Error(`link SQL of ${missing.join(', ')} is not added`);
      return linkSql as LinkSql;
    },
    addSource(via, source, viewers, opts = {}) {
      if (sources.has(via)) throw new Error(`consent source ${via} is added twice`);
      sources.set(via, source);
      viewerSources.set(via, viewers);
      if (opts.scoped) scoped.add(via);
    },
    async read(viewerId, ask, load) {
      const db = ask.db ?? defaultDb;
      const chosen = [...sources].filter(([via]) => ask.via.includes(via));
      const single = ask.ownerIds?.length === 1 ? ask.ownerIds[0] : undefined;
      const lists = await Promise.all(chosen.map(([, source]) => source(db, viewerId, single)));
      const wanted = ask.ownerIds ? new Set(ask.ownerIds) : null;
      const grants = mergeGrants(
        lists.flat().filter((g) => (!wanted || wanted.has(g.ownerId)) && (ask.contextId === undefined || g.contextId === ask.contextId)),
        viewerId,
      );
      const own = !!ask.withOwn || !!ask.ownerIds?.includes(viewerId);
      const ids = (list: readonly number[]) => list as ConsentedIds;
      const granted: Consented = {
        viewerId,
        grants,
        owners: (...kinds) =>
          ids([...(own ? [viewerId] : []), ...[...grants.values()].filter((g) => kinds.some((k) => g.sharing[k])).map((g) => g.ownerId)]),
        own: () => ids([viewerId]),
        none: ids([]),
        allows: (ownerId, kind) => ownerId === viewerId || !!grants.get(ownerId)?.sharing[kind],
      };
      const writes: Promise<void>[] = [];
      const show = (seen: Seen | readonly Seen[]) => {
        const entries: AccessEntry[] = [];
        for (const s of (Array.isArray(seen) ? seen : [seen]) as readonly Seen[]) {
          if (s.owner === viewerId) continue;
          const grant = grants.get(s.owner);
          const kind = SHARE_KIND_OF[s.kind];
          if (!grant || (kind && !grant.sharing[kind]))
            throw new Error(`consent.read: ${s.kind} of user ${s.owner} was shown without a grant`);
          const via = ask.via.find((v) => grant.grants.some((g) => g.via === v))!;
          const base = { viewer: viewerId, owner: s.owner, kind: s.kind, via };
          entries.push(
            'recordId' in s ? { ...base, recordId: s.recordId } : 'range' in s ? { ...base, range: s.range } : { ...base, daily: true },
          );
        }
        if (entries.length) writes.push(accessLog.record(entries, ask.db));
      };
      try {
        return await load(granted, show);
      } finally {
        // Answered only once every row it showed is in the owners' logs (a failed write fails the read).
        await Promise.all(writes);
      }
    },
    async viewersOf(ownerId, opts = {}) {
      const db = opts.db ?? defaultDb;
      const chosen = [...viewerSources].filter(([via]) => asked(via, opts.via));
      const lists = await Promise.all(chosen.map(async ([via, viewers]) => ({ via, ids: await viewers(db, ownerId) })));
      const byViewer = new Map<number, AccessVia[]>();
      for (const { via, ids } of lists) {
        for (const id of ids) if (id !== ownerId) byViewer.set(id, [...(byViewer.get(id) ?? []), via]);
      }
      return byViewer;
    },
    async grantsFor(viewerId, opts = {}) {
      const db = opts.db ?? defaultDb;
      const chosen = [...sources].filter(([via]) => asked(via, opts.via));
      const lists = await Promise.all(chosen.map(([, source]) => source(db, viewerId, opts.ownerId)));
      return mergeGrants(
        lists.flat().filter((g) => opts.ownerId === undefined || g.ownerId === opts.ownerId),
        viewerId,
      );
    },
    async audienceOf(ownerId, opts = {}) {
      const every = [...sources.keys()];
      const viewers = await consent.viewersOf(ownerId, { via: every, db: opts.db });
      const pairs = await Promise.all(
        [...viewers.keys()].map(
          async (viewerId) => [viewerId, (await consent.grantsFor(viewerId, { ownerId, via: every, db: opts.db })).get(ownerId)] as const,
        ),
      );
      // Asked both ways: a viewer the reverse read names but whose own read grants nothing is left out.
      return new Map(pairs.flatMap(([viewerId, grant]) => (grant ? [[viewerId, grant] as const] : [])));
    },
    async may(viewerId, ownerId, kind, opts = {}) {
      const grant = (await consent.grantsFor(viewerId, { ...opts, ownerId })).get(ownerId);
      return grant && grant.sharing[kind] ? grant : null;
    },
  };
  return consent;
}

/**
 * One's own read (`consent.read(me, { via: [], ownerIds: [me] })`) narrowed to what `sharing` lets
 * another person see of me: `owners(kind)` and `allows` answer me only for the kinds `sharing` turns
 * on (FASTER only with check-ins), so another area's own screen code, handed this, draws my data as
 * that person's screen draws it (the privacy centre's previews). It reads nothing of anyone else.
 */
export function ownAsSharedWith(granted: Consented, sharing: Sharing): Consented {
  const on = (kind: ShareKind) => sharing[kind] && (kind !== 'faster' || sharing.check_ins);
  return {
    viewerId: granted.viewerId,
    grants: granted.grants,
    own: () => granted.own(),
    none: granted.none,
    owners: (...kinds) => (kinds.some(on) ? granted.own() : granted.none),
    allows: (ownerId, kind) => ownerId === granted.viewerId && on(kind),
  };
}
