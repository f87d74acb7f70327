import type { AccessVia, ShareKind, Sharing } from '@holdfast/shared/accountability';
import type { Db } from '../db/client';

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

/**
 * The consent check every call that returns someone's data goes through. Areas register a source
 * (`consent.addSource('partner', fn)`: accountability's accepted relationships and their sharing;
 * groups and coaching add theirs), and data calls ask one question:
 * `await ctx.consent.grantsFor(viewerId, {ownerId?, via?})` -> who, and what of theirs, the viewer
 * may see. `may(...)` answers one owner and one kind. Nobody's data is visible without a grant.
 * `viewersOf(ownerId, {via?})` reads it the other way: everyone who holds a grant on the owner, with
 * the links it comes through (whom an SOS goes to).
 */
export interface Consent {
  addSource(via: AccessVia, source: GrantSource, viewers: ViewerSource): void;
  viewersOf(ownerId: number, opts?: { via?: readonly AccessVia[]; db?: Db }): Promise<Map<number, AccessVia[]>>;
  grantsFor(viewerId: number, opts?: { ownerId?: number; via?: readonly AccessVia[]; db?: Db }): Promise<Map<number, OwnerGrant>>;
  may(viewerId: number, ownerId: number, kind: ShareKind, opts?: { via?: readonly AccessVia[]; db?: Db }): Promise<OwnerGrant | null>;
}

const NOTHING: Sharing = { check_ins: false, crash_reports: false, faster: false, streaks: false };

export function createConsent(defaultDb: Db): Consent {
  const sources = new Map<AccessVia, GrantSource>();
  const viewerSources = new Map<AccessVia, ViewerSource>();
  const consent: Consent = {
    addSource(via, source, viewers) {
      if (sources.has(via)) throw new Error(`consent source ${via} is added twice`);
      sources.set(via, source);
      viewerSources.set(via, viewers);
    },
    async viewersOf(ownerId, opts = {}) {
      const db = opts.db ?? defaultDb;
      const chosen = [...viewerSources].filter(([via]) => !opts.via || opts.via.includes(via));
      const lists = await Promise.all(chosen.map(async ([via, viewers]) => ({ via, ids: await viewers(db, ownerId) })));
      const byViewer = new Map<number, AccessVia[]>();
      for (const { via, ids } of lists) {
        for (const id of ids) if (id !== ownerId) byViewer.set(id, [...(byViewer.get(id) ?? []), via]);
      }
      return byViewer;
    },
    async grantsFor(viewerId, opts = {}) {
      const db = opts.db ?? defaultDb;
      const chosen = [...sources].filter(([via]) => !opts.via || opts.via.includes(via));
      const lists = await Promise.all(chosen.map(([, source]) => source(db, viewerId, opts.ownerId)));
      const byOwner = new Map<number, OwnerGrant>();
      for (const grant of lists.flat()) {
        // Only another person's data is granted; one's own is never "shared with oneself".
        if (grant.ownerId === viewerId || (opts.ownerId !== undefined && grant.ownerId !== opts.ownerId)) continue;
        const merged = byOwner.get(grant.ownerId) ?? { ownerId: grant.ownerId, sharing: { ...NOTHING }, grants: [] };
        for (const kind of Object.keys(NOTHING) as ShareKind[]) merged.sharing[kind] ||= grant.sharing[kind];
        merged.sharing.faster &&= merged.sharing.check_ins;
        merged.grants.push(grant);
        byOwner.set(grant.ownerId, merged);
      }
      return byOwner;
    },
    async may(viewerId, ownerId, kind, opts = {}) {
      const grant = (await consent.grantsFor(viewerId, { ...opts, ownerId })).get(ownerId);
      return grant && grant.sharing[kind] ? grant : null;
    },
  };
  return consent;
}
