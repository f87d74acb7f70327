import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, disconnectRealtime, onRealtimeConnect } from './realtime';

/** socket.io-client's socket, as far as connectRealtime uses it: the test says when it connects and whether recovered. */
const fake = vi.hoisted(() => {
  class FakeSocket {
    recovered = false;
    private listeners = new Map<string, Array<(...args: unknown[]) => void>>();
    on(event: string, listener: (...args: unknown[]) => void) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    onAny() {
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

afterEach(() => disconnectRealtime());

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
