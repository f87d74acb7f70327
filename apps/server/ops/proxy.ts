/**
 * The stack's reverse proxy (compose's Caddy, in Node): round-robin over the copies that are up,
 * WebSocket upgrades passed through, `/socket.io` sticky by a cookie (`hf_lb`, as deploy/Caddyfile)
 * so a client's long-polling requests reach the copy that holds its session. A copy is up while
 * its `/readyz` answers 200: polled every `checkMs`, taken out after two failures in a row, or at
 * once when a connection to it is refused or reset (a killed copy), and put back on the next 200.
 * A copy still accepting connections takes traffic when no copy is up, rather than none serving it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

const STICKY_COOKIE = 'hf_lb';
/** Failed probes in a row that take a copy out (Caddy's `fails`; one slow answer under load is not a failure of the copy). */
const FAILS = 2;
const PROBE_TIMEOUT_MS = 1000;

interface Upstream {
  base: string;
  /** Its /readyz said ready lately. */
  up: boolean;
  fails: number;
  /** A connection to it was refused or reset since its last answer: gone, not only busy. */
  refused: boolean;
}

export interface Proxy {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Whether each copy is in rotation now, in the order given. */
  upstreams(): { base: string; up: boolean }[];
  close(): Promise<void>;
}

const stickyOf = (req: IncomingMessage) => /(?:^|;\s*)hf_lb=(\d+)/.exec(req.headers.cookie ?? '')?.[1];

export async function startProxy(
  bases: string[],
  options: { port?: number; checkMs?: number; onChange?: (base: string, up: boolean) => void } = {},
): Promise<Proxy> {
  const upstreams: Upstream[] = bases.map((base) => ({ base, up: false, fails: 0, refused: false }));
  const mark = (u: Upstream, up: boolean) => {
    u.fails = up ? 0 : u.fails;
    if (up) u.refused = false;
    if (u.up === up) return;
    u.up = up;
    options.onChange?.(u.base, up);
  };
  let next = 0;
  /**
   * The copy for a request: its sticky copy while that is up, otherwise the next one up. When none
   * is up (every /readyz slow or degraded, as under a load spike) the ones still accepting
   * connections share the traffic rather than all of it being refused (nginx does the same).
   */
  const choose = (req: IncomingMessage): number | null => {
    const sticky = stickyOf(req);
    if (sticky !== undefined && upstreams[Number(sticky)]?.up) return Number(sticky);
    for (const usable of [(u: Upstream) => u.up, (u: Upstream) => !u.refused])
      for (let i = 0; i < upstreams.length; i++) {
        const index = (next + i) % upstreams.length;
        if (usable(upstreams[index]!)) {
          next = index + 1;
          return index;
        }
      }
    return null;
  };

  const proxy = createProxyServer({ xfwd: true, ws: true });
  proxy.on('proxyRes', (proxyRes, req) => {
    // A /socket.io client without its copy's cookie (or whose copy is gone) learns the one it reached.
    const chosen = (req as IncomingMessage & { upstream?: number }).upstream;
    if (chosen === undefined || !req.url?.startsWith('/socket.io') || stickyOf(req) === String(chosen)) return;
    const cookie = `${STICKY_COOKIE}=${chosen}; Path=/socket.io; HttpOnly; SameSite=Lax`;
    const existing = proxyRes.headers['set-cookie'] ?? [];
    proxyRes.headers['set-cookie'] = [...existing, cookie];
  });
  proxy.on('error', (error: NodeJS.ErrnoException, req, target) => {
    const chosen = (req as IncomingMessage & { upstream?: number }).upstream;
    // Refused or reset: the copy is gone (or going); out of rotation until its /readyz answers again.
    if (chosen !== undefined && (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET')) {
      upstreams[chosen]!.refused = true;
      mark(upstreams[chosen]!, false);
    }
    if ('writeHead' in target) {
      const res = target as ServerResponse;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Bad gateway', code: error.code ?? 'proxy_error' }));
    } else (target as Socket).destroy();
  });

  const server = createServer((req, res) => {
    const chosen = choose(req);
    if (chosen === null) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      return void res.end(JSON.stringify({ message: 'No server copy is ready', code: 'no_upstream' }));
    }
    (req as IncomingMessage & { upstream?: number }).upstream = chosen;
    void proxy.web(req, res, { target: upstreams[chosen]!.base });
  });
  // Upgraded connections leave the HTTP server's books: kept here so close() ends them.
  const upgraded = new Set<Socket>();
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const chosen = choose(req);
    if (chosen === null) return void socket.destroy();
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    (req as IncomingMessage & { upstream?: number }).upstream = chosen;
    socket.on('error', () => socket.destroy());
    void proxy.ws(req, socket, head, { target: upstreams[chosen]!.base });
  });

  const probe = async (u: Upstream) => {
    try {
      const res = await fetch(`${u.base}/readyz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await res.arrayBuffer();
      if (res.status === 200) return mark(u, true);
    } catch (error) {
      // Refused: gone. Timed out: a failure like a 503.
      if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') u.refused = true;
    }
    u.fails += 1;
    if (u.fails >= FAILS) mark(u, false);
  };
  const probeAll = () => Promise.all(upstreams.map(probe));
  await probeAll();
  const timer = setInterval(() => void probeAll(), options.checkMs ?? 500);

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstreams: () => upstreams.map(({ base, up }) => ({ base, up })),
    close: async () => {
      clearInterval(timer);
      server.closeAllConnections();
      for (const socket of upgraded) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      proxy.close();
    },
  };
}
