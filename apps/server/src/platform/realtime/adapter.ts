import type { Redis as RedisClient } from 'ioredis';
import type { ServerOptions } from 'socket.io';

/**
 * How long a client that dropped (a lost network, a copy shutting down) may be away and still get
 * the events it missed on reconnecting (Socket.IO's connection state recovery). Past it, or when the
 * missed stretch is no longer kept, the reconnect is not recovered and the client fetches instead.
 */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

/**
 * Events kept in the Redis stream (approximate trimming): the missed stretch a reconnect can recover
 * from is at most this many events of the whole deployment, whatever the window.
 */
export const STREAM_MAX_LEN = 10_000;

/**
 * The Redis streams adapter: every copy appends its broadcasts (and disconnections) to one stream
 * and reads the others', so an event reaches the copy holding the socket and stays readable for a
 * reconnect to recover from; fetchSockets and other requests between copies go over pub/sub. The
 * stream, the session keys and the channels all start with REDIS_PREFIX.
 */
export async function redisStreamsAdapter(url: string, prefix: string) {
  const [{ createAdapter }, { Redis }] = await Promise.all([import('@socket.io/redis-streams-adapter'), import('ioredis')]);
  // Auto-pipelining: the appends one message makes (an event to each of its people's rooms, in one
  // tick) go out in one write, not one system call each. Not for the duplicates: one blocks on XREAD,
  // the others listen.
  const client = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  // The adapter reads the stream and listens on duplicates of this client. Kept here so closing ends
  // them at once: the reader's blocking XREAD would otherwise hold its connection for up to 5 s.
  const duplicates: RedisClient[] = [];
  const duplicate = client.duplicate.bind(client);
  client.duplicate = (override) => {
    const copy = duplicate({ ...override, enableAutoPipelining: false });
    duplicates.push(copy);
    return copy;
  };
  const adapter = createAdapter(client, {
    streamName: `${prefix}socket.io`,
    channelPrefix: `${prefix}socket.io`,
    sessionKeyPrefix: `${prefix}socket.io:session:`,
    maxLen: STREAM_MAX_LEN,
  }) as ServerOptions['adapter'];
  return {
    adapter,
    /** The adapter's own connection (its appends go out on it); other uses of Redis by realtime share it. */
    client,
    /** Call after Socket.IO closed (its adapter stopped reading): a reader ended earlier would read again at once. */
    async close() {
      for (const d of duplicates) d.disconnect();
      await client.quit();
    },
  };
}

/** What Socket.IO's adapters keep and restore for a reconnecting client (socket.io-adapter's Session). */
interface KeptSession {
  sid: string;
  pid: string;
  rooms: string[];
  data: { userId?: unknown };
}
interface RecoveredSession extends KeptSession {
  missedPackets: unknown[][];
}
interface SessionStore {
  persistSession(session: KeptSession): void;
  restoreSession(pid: string, offset: string): Promise<RecoveredSession | null>;
}

/** A recovered socket's session, waiting for the auth middleware: whose it was and where its client stopped. */
export interface HeldSession {
  userId: unknown;
  pid: string;
  offset: string;
  /** What the first restore found (delivered only if reading again fails). */
  missedPackets: unknown[][];
}

/**
 * Socket.IO writes a recovered socket's missed events to the wire and rejoins its rooms as it
 * creates the socket, before any middleware has run: a session signed out while its client was
 * away would be sent everything addressed to it since. So the restored session is handed over
 * bare (no rooms, no missed events) and held here until the auth middleware has let the socket in
 * (take, then missedUntilNow, then deliver).
 */
export function holdRecoveredSessions(adapter: SessionStore) {
  const held = new Map<string, HeldSession>();
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    if (!session) return session;
    held.set(session.sid, { userId: session.data?.userId, pid, offset, missedPackets: session.missedPackets });
    return { ...session, rooms: [], missedPackets: [] };
  };
  return {
    /** The held session of the recovered socket with this id (once: it is forgotten). */
    take(sid: string): HeldSession | undefined {
      const session = held.get(sid);
      held.delete(sid);
      return session;
    },
    /**
     * Everything the client missed, read again from where it stopped once the socket is in its
     * rooms: events sent while the middleware ran reached no one (the socket was not connected).
     * Kept and restored at once through the adapter, as Socket.IO would on a drop and a return.
     */
    async missedUntilNow(socket: { id: string; rooms: Set<string>; data: KeptSession['data'] }, session: HeldSession) {
      adapter.persistSession({ sid: socket.id, pid: session.pid, rooms: [socket.id, ...socket.rooms], data: socket.data });
      const again = await restore(session.pid, session.offset).catch(() => null);
      return again?.missedPackets ?? session.missedPackets;
    },
  };
}

/** Socket.IO's own way to write a packet to one socket (what it does itself for a recovered one). */
interface PacketWriter {
  packet(packet: { type: number; data: unknown[] }): void;
}
/** socket.io-parser's PacketType.EVENT. */
const EVENT_PACKET = 2;

/** Sends the missed events, in order, ahead of the CONNECT packet (the client emits them before its `connect`). */
export function deliverMissed(socket: object, packets: unknown[][]) {
  for (const data of packets) (socket as PacketWriter).packet({ type: EVENT_PACKET, data });
}
