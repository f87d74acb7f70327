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
  const client = new Redis(url, { maxRetriesPerRequest: 2 });
  // The adapter reads the stream and listens on duplicates of this client. Kept here so closing ends
  // them at once: the reader's blocking XREAD would otherwise hold its connection for up to 5 s.
  const duplicates: RedisClient[] = [];
  const duplicate = client.duplicate.bind(client);
  client.duplicate = (override) => {
    const copy = duplicate(override);
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
    /** Call after Socket.IO closed (its adapter stopped reading): a reader ended earlier would read again at once. */
    async close() {
      for (const d of duplicates) d.disconnect();
      await client.quit();
    },
  };
}

/** What Socket.IO's adapters restore for a reconnecting client (socket.io-adapter's Session). */
interface RecoveredSession {
  sid: string;
  pid: string;
  rooms: string[];
  data: { userId?: unknown };
  missedPackets: unknown[][];
}

/** The missed events of one recovered socket, and whose socket it was. */
export interface HeldEvents {
  userId: unknown;
  packets: unknown[][];
}

/**
 * Socket.IO writes a recovered socket's missed events to the wire and rejoins its rooms as it
 * creates the socket, before any middleware has run: a session signed out while its client was
 * away would be sent everything addressed to it since. So the restored session is handed over
 * bare (no rooms, no missed events) and its events are held here until the auth middleware has let
 * the socket in (take, then deliver).
 */
export function holdMissedEvents(adapter: { restoreSession(pid: string, offset: string): Promise<RecoveredSession | null> }) {
  const held = new Map<string, HeldEvents>();
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    if (!session) return session;
    held.set(session.sid, { userId: session.data?.userId, packets: session.missedPackets });
    return { ...session, rooms: [], missedPackets: [] };
  };
  return {
    /** The held events of the recovered socket with this id (once: they are forgotten). */
    take(sid: string): HeldEvents | undefined {
      const events = held.get(sid);
      held.delete(sid);
      return events;
    },
  };
}

/** Socket.IO's own way to write a packet to one socket (what it does itself for a recovered one). */
interface PacketWriter {
  packet(packet: { type: number; data: unknown[] }): void;
}
/** socket.io-parser's PacketType.EVENT. */
const EVENT_PACKET = 2;

/** Sends the held events, in order, ahead of the CONNECT packet (the client emits them before its `connect`). */
export function deliverHeld(socket: object, events: HeldEvents) {
  for (const data of events.packets) (socket as PacketWriter).packet({ type: EVENT_PACKET, data });
}
