import { REALTIME_RECONNECT_MS } from '@holdfast/shared/common';
import type { Socket } from 'socket.io-client';

type Handler = (payload: unknown) => void;

let socket: Socket | null = null;
let socketToken: string | null = null;
const handlers = new Map<string, Set<Handler>>();

/**
 * One Socket.IO connection per signed-in session: websocket first, then polling,
 * retrying every 2000 ms (spec 1 section 4). socket.io-client is loaded lazily so the
 * public pages stay small.
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
  next.onAny((event: string, payload: unknown) => {
    for (const handler of handlers.get(event) ?? []) handler(payload);
  });
  socket = next;
  return next;
}

export function disconnectRealtime(): void {
  socket?.disconnect();
  socket = null;
  socketToken = null;
}

/** Listen to a server event whether or not the socket is connected yet. */
export function onRealtimeEvent(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}
