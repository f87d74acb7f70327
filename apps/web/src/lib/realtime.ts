import { REALTIME_RECONNECT_MS } from '@holdfast/shared/common';
import type {
  RealtimeAck,
  RealtimeClientBody,
  RealtimeClientEventName,
  RealtimeEventName,
  RealtimePayload,
} from '@holdfast/shared/realtime';
import type { Socket } from 'socket.io-client';

type Handler<E extends RealtimeEventName> = (payload: RealtimePayload<E>) => void;

let socket: Socket | null = null;
let socketToken: string | null = null;
const handlers = new Map<RealtimeEventName, Set<Handler<never>>>();
const connectHandlers = new Set<(missed: boolean) => void>();
const endedHandlers = new Set<() => void>();

/**
 * One Socket.IO connection per signed-in session: websocket first, then polling,
 * retrying every 2000 ms (spec 1 section 4). socket.io-client and the event schemas (every area's
 * contracts, through shared/realtime) are loaded lazily so the public pages stay small.
 */
export async function connectRealtime(token: string): Promise<Socket> {
  if (socket && socketToken === token) return socket;
  disconnectRealtime();
  socketToken = token;
  const { io } = await import('socket.io-client');
  if (socketToken !== token) throw new Error('Realtime connection superseded');
  const next = io({
    path: '/socket.io',
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionDelay: REALTIME_RECONNECT_MS,
    reconnectionDelayMax: REALTIME_RECONNECT_MS,
  });
  // Events are checked against shared/realtime's schemas: an unknown name or a payload that does not fit is ignored.
  // The schemas (zod and every area's events) load with the first event, not with the connection: most
  // page loads hear none in their first seconds, and evaluating them is the main thread's longest task
  // after /dashboard's first paint (docs/benchmarks.md, Lighthouse). Events that arrive meanwhile wait, in order.
  let pending: [string, unknown][] | null = null;
  let check: Promise<typeof import('@holdfast/shared/realtime')> | null = null;
  const deliver = (schemas: typeof import('@holdfast/shared/realtime'), event: string, payload: unknown) => {
    if (!schemas.isRealtimeEventName(event)) return;
    const parsed = schemas.parseRealtimePayload(event, payload);
    if (parsed === null) return;
    for (const handler of handlers.get(event) ?? []) (handler as Handler<typeof event>)(parsed);
  };
  let loaded: typeof import('@holdfast/shared/realtime') | null = null;
  next.onAny((event: string, payload: unknown) => {
    if (loaded) return deliver(loaded, event, payload);
    (pending ??= []).push([event, payload]);
    check ??= import('@holdfast/shared/realtime');
    void check.then(
      (schemas) => {
        loaded = schemas;
        const waiting = pending ?? [];
        pending = null;
        // A socket replaced meanwhile (signed out, another account): its events go nowhere.
        if (socket !== next) return;
        for (const [name, body] of waiting) deliver(schemas, name, body);
      },
      () => {
        // The chunk did not load (offline): the next event asks again.
        check = null;
      },
    );
  });
  // Back after a drop: the server sends what was missed when it recovers the connection (away up to
  // two minutes, `recovered`); otherwise events were lost, and who shows them fetches instead.
  let connectedBefore = false;
  next.on('connect', () => {
    markConnected(true);
    const missed = connectedBefore && !next.recovered;
    for (const handler of connectHandlers) handler(missed);
    connectedBefore = true;
  });
  // A copy that is stopping refuses new connections ('server shutting down'), and Socket.IO does not
  // retry a refusal by itself: ask again, the balancer sends it to a copy that stays.
  next.on('connect_error', (error) => {
    if (next.active || error.message !== 'server shutting down') return;
    setTimeout(() => {
      if (socket === next && !next.connected) next.connect();
    }, REALTIME_RECONNECT_MS);
  });
  next.on('disconnect', (reason) => {
    markConnected(false);
    // The server closed it (the session ended: signed out elsewhere, suspended, password changed):
    // Socket.IO does not reconnect, and the page must learn whether it is still signed in.
    if (reason === 'io server disconnect') for (const handler of endedHandlers) handler();
  });
  socket = next;
  return next;
}

/**
 * The page says whether live events reach it (`<html data-realtime="on">`): the browser tests wait
 * for it before another person acts, since an event sent before the socket connects is not heard.
 */
function markConnected(on: boolean) {
  document.documentElement.dataset.realtime = on ? 'on' : 'off';
}

export function disconnectRealtime(): void {
  if (socket) markConnected(false);
  socket?.disconnect();
  socket = null;
  socketToken = null;
}

/** Listen to a server event (typed from shared/realtime) whether or not the socket is connected yet. */
export function onRealtimeEvent<E extends RealtimeEventName>(event: E, handler: Handler<E>): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  const stored = handler as Handler<never>;
  set.add(stored);
  return () => set.delete(stored);
}

/**
 * Called each time the socket connects: the first time, and after each drop. `missed` is true after a
 * drop the server did not recover (away longer than its two minutes, or the server could not tell
 * what was sent meanwhile): events were lost, so fetch. After a recovered drop the missed events
 * arrive as events (`missed` false). Send what waited either way.
 */
export function onRealtimeConnect(handler: (missed: boolean) => void): () => void {
  connectHandlers.add(handler);
  return () => connectHandlers.delete(handler);
}

/** Called when the server closed the socket (see connectRealtime): check the session, which signs out on a 401. */
export function onRealtimeEndedByServer(handler: () => void): () => void {
  endedHandlers.add(handler);
  return () => endedHandlers.delete(handler);
}

/** How long a client event waits for the server's ack before the caller treats it as not delivered. */
const ACK_TIMEOUT_MS = 5000;

/**
 * Send an event to the server (typed from shared/realtime's client map) and wait for its ack. Null
 * when the socket is not connected or no ack came in time: the caller falls back to the HTTP call.
 */
export async function emitRealtime<E extends RealtimeClientEventName>(
  event: E,
  payload: RealtimeClientBody<E>,
): Promise<RealtimeAck | null> {
  if (!socket?.connected) return null;
  try {
    return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as RealtimeAck;
  } catch {
    return null;
  }
}

/** Send an event without waiting for its ack (typing: a lost one does not matter); dropped while disconnected. */
export function sendRealtime<E extends RealtimeClientEventName>(event: E, payload: RealtimeClientBody<E>): void {
  if (socket?.connected) socket.emit(event, payload);
}
