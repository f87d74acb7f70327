/**
 * The realtime bench's baseline: a bare Socket.IO server (the same library, transports, recovery
 * and, with REDIS_URL, the same Redis streams adapter) with no database, no auth and no
 * validation. A socket names its user and conversation in `auth`; POST /send {conversation, client_id, from} tells the
 * conversation's sockets at once (the message.created event's shape). Run by bench/realtime.ts.
 *
 * With SQL_TWIN (a file of the statements Holdfast sends for one message, bench/realtime.ts's
 * capture) and DATABASE_URL, each send first runs those statements (in their transaction, on one
 * connection of a pool of 10 as the app's) with the sender's ids in place of the captured ones: the
 * floor of a message stored as Holdfast stores it, with nothing else of the app around it.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import { Server } from 'socket.io';
import { replayer, type Statement } from './sql-twin';

/** The captured message's ids, each replaced by the sender's (SQL_TWIN's `ids`). */
interface TwinIds {
  from: number;
  group: number;
  conversation: number;
  client_id: string;
}
type SendBody = TwinIds;

const twin = process.env.SQL_TWIN
  ? (JSON.parse(readFileSync(process.env.SQL_TWIN, 'utf8')) as { statements: Statement[]; ids: TwinIds })
  : null;
// The captured configs' `types` (drizzle's parsers: functions) do not survive JSON; pg's defaults parse instead.
for (const st of twin?.statements ?? []) delete (st.config as { types?: unknown }).types;
const sending = new Map<number, SendBody>();
let calls = 0;
const store = twin
  ? replayer(new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }), twin.statements, (call, value) => {
      const to = sending.get(call)!;
      const was = twin.ids;
      if (value === was.client_id) return to.client_id;
      if (value === `group:${was.group}`) return `group:${to.group}`;
      if (value === was.from || value === String(was.from)) return to.from;
      if (value === was.group) return to.group;
      if (value === was.conversation) return to.conversation;
      return value;
    })
  : null;

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/ready') return void res.end('ok');
  if (req.method !== 'POST' || req.url !== '/send') return void res.writeHead(404).end();
  let body = '';
  req.on('data', (d: Buffer) => (body += d.toString()));
  req.on('end', () => {
    const sent = JSON.parse(body) as SendBody;
    const tell = () => {
      io.to(`c:${sent.conversation}`).emit('message.created', { message: { client_id: sent.client_id, from_user: sent.from } });
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
    };
    if (!store) return tell();
    const call = calls++;
    sending.set(call, sent);
    store(call).then(
      () => {
        sending.delete(call);
        tell();
      },
      (error: Error) => {
        sending.delete(call);
        res.writeHead(500).end(error.message);
      },
    );
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
