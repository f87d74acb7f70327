import { REALTIME_RECONNECT_MS } from '@holdfast/shared/common';
import type { Socket } from 'socket.io-client';

let socket: Socket | null = null;
let socketToken: string | null = null;

/**
 * One Socket.IO connection per signed-in session: websocket first, then polling,
 * retrying every 2000 ms (spec 1 section 4). Loaded lazily so public pages stay small.
 */
export async function connectRealtime(token: string): Promise<Socket> {
  if (socket && socketToken === token) return socket;
  disconnectRealtime();
  const { io } = await import('socket.io-client');
  socketToken = token;
  socket = io({
    path: '/socket.io',
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionDelay: REALTIME_RECONNECT_MS,
    reconnectionDelayMax: REALTIME_RECONNECT_MS,
  });
  return socket;
}

export function disconnectRealtime(): void {
  socket?.disconnect();
  socket = null;
  socketToken = null;
}
