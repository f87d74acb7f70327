import { afterEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_RECONNECT_MS } from '@holdfast/shared/common';
import { connectRealtime, disconnectRealtime, onRealtimeConnect, onRealtimeEvent } from './realtime';

/** socket.io-client's socket, as far as connectRealtime uses it: the test says when it connects and whether recovered. */
const fake = vi.hoisted(() => {
  class FakeSocket {
    recovered = false;
    active = true;
    connected = false;
    connects = 0;
    connect() {
      this.connects += 1;
      return this;
    }
    private listeners = new Map<string, Array<(...args: unknown[]) => void>>();
    on(event: string, listener: (...args: unknown[]) => void) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    /** The server's side: what onAny hears (`any(event, payload)` plays an event from the server). */
    any: ((event: string, payload: unknown) => void) | null = null;
    onAny(listener: (event: string, payload: unknown) => void) {
      this.any = listener;
      return this;
    }
    disconnect() {
      return this;
    }
    fire(event: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(event) ?? []) listener(...args);
    }
  }
  return { FakeSocket, socket: null as InstanceType<typeof FakeSocket> | null };
});
vi.mock('socket.io-client', () => ({ io: () => (fake.socket = new fake.FakeSocket()) }));

afterEach(() => {
  disconnectRealtime();
  vi.useRealTimers();
});

describe('onRealtimeConnect', () => {
  it('says events were missed only after a drop the server did not recover', async () => {
    const calls: boolean[] = [];
    const off = onRealtimeConnect((missed) => calls.push(missed));
    await connectRealtime('token-1');
    const socket = fake.socket!;
    socket.fire('connect');
    // Back within the server's window: what was sent meanwhile arrives as events.
    socket.fire('disconnect', 'transport close');
    socket.recovered = true;
    socket.fire('connect');
    // Back too late (or nothing kept): the events are lost, so the page fetches.
    socket.fire('disconnect', 'transport close');
    socket.recovered = false;
    socket.fire('connect');
    off();
    expect(calls).toEqual([false, false, true]);
  });
});

describe('connectRealtime', () => {
  it('asks again after a stopping copy refused the connection, not after a refused token', async () => {
    vi.useFakeTimers();
    await connectRealtime('token-2');
    const socket = fake.socket!;
    socket.active = false;
    socket.fire('connect_error', new Error('Unauthenticated.'));
    await vi.advanceTimersByTimeAsync(REALTIME_RECONNECT_MS);
    expect(socket.connects).toBe(0);
    socket.fire('connect_error', new Error('server shutting down'));
    await vi.advanceTimersByTimeAsync(REALTIME_RECONNECT_MS - 1);
    expect(socket.connects).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(1);
  });
});

describe('realtime events', () => {
  it('checks each event against its schema, in the order they came, even those that arrived before the schemas loaded', async () => {
    await connectRealtime('token-a');
    const heard: number[] = [];
    const off = onRealtimeEvent('notification.count', (p) => heard.push(p.count));
    const server = fake.socket!;
    // Before the schemas are in (they load with the first event): the first events wait for them.
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
    const off = onRealtimeEvent('notification.count', (p) => heard.push(p.count));
    const old = fake.socket!;
    old.any!('notification.count', { count: 1 });
    disconnectRealtime();
    await connectRealtime('token-b');
    fake.socket!.any!('notification.count', { count: 2 });
    await vi.waitFor(() => expect(heard).toEqual([2]));
    off();
  });
});
