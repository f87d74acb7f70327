import { afterEach, describe, expect, it, vi } from 'vitest';

// socket.io-client at its boundary: a socket whose server side the test plays (onAny's listener).
const sockets: { any: ((event: string, payload: unknown) => void) | null; disconnect: () => void }[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = {
      any: null as ((event: string, payload: unknown) => void) | null,
      onAny(listener: (event: string, payload: unknown) => void) {
        socket.any = listener;
      },
      on: () => undefined,
      disconnect: () => undefined,
    };
    sockets.push(socket);
    return socket;
  },
}));

const { connectRealtime, disconnectRealtime, onRealtimeEvent } = await import('./realtime');

afterEach(() => {
  disconnectRealtime();
  sockets.length = 0;
});

describe('realtime events', () => {
  it('checks each event against its schema, in the order they came, even those that arrived before the schemas loaded', async () => {
    await connectRealtime('token-a');
    const heard: number[] = [];
    const off = onRealtimeEvent('notification.count', (p) => heard.push(p.count));
    const server = sockets[0]!;
    // Before the schemas are in: the first events wait for them.
    server.any!('notification.count', { count: 1 });
    server.any!('notification.count', { count: 'two' }); // does not fit its schema: ignored
    server.any!('no.such.event', { count: 9 }); // not an event of shared/realtime: ignored
    server.any!('notification.count', { count: 3 });
    await vi.waitFor(() => expect(heard).toEqual([1, 3]));
    // Once they are in, at once.
    server.any!('notification.count', { count: 4 });
    expect(heard).toEqual([1, 3, 4]);
    off();
  });

  it('drops what a replaced socket heard while the schemas loaded', async () => {
    await connectRealtime('token-a');
    const heard: number[] = [];
    onRealtimeEvent('notification.count', (p) => heard.push(p.count));
    const old = sockets[0]!;
    old.any!('notification.count', { count: 1 });
    disconnectRealtime();
    await connectRealtime('token-b');
    sockets[1]!.any!('notification.count', { count: 2 });
    await vi.waitFor(() => expect(heard).toEqual([2]));
  });
});
