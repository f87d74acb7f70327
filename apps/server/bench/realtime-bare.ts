/**
 * The realtime bench's baseline: a bare Socket.IO server (the same library, transports, recovery
 * and, with REDIS_URL, the same Redis streams adapter) with no database, no auth and no
 * validation. A socket names its user and conversation in `auth`; POST /send {conversation, client_id, from} tells the
 * conversation's sockets at once (the message.created event's shape). Run by bench/realtime.ts.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/ready') return void res.end('ok');
  if (req.method !== 'POST' || req.url !== '/send') return void res.writeHead(404).end();
  let body = '';
  req.on('data', (d: Buffer) => (body += d.toString()));
  req.on('end', () => {
    const { conversation, client_id, from } = JSON.parse(body) as { conversation: number; client_id: string; from: number };
    io.to(`c:${conversation}`).emit('message.created', { message: { client_id, from_user: from } });
    res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
// Connection state recovery as the app has it (each event kept for a dropped client to get on return).
const io = new Server(server, {
  path: '/socket.io',
  serveClient: false,
  transports: ['websocket', 'polling'],
  connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
});
if (process.env.REDIS_URL) {
  const [{ createAdapter }, { Redis }] = await Promise.all([import('@socket.io/redis-streams-adapter'), import('ioredis')]);
  const prefix = `${process.env.REDIS_PREFIX ?? ''}socket.io`;
  io.adapter(createAdapter(new Redis(process.env.REDIS_URL), { streamName: prefix, channelPrefix: prefix }));
}
io.on('connection', (socket) => {
  const { conversation } = socket.handshake.auth as { conversation: number };
  void socket.join(`c:${conversation}`);
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => void io.close(() => process.exit(0)));
