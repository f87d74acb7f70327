import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { RequestLogController } from './logger';
import { devMailLine } from './mail/mailer';

function memoryLogger(level: pino.Level) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level }, stream), lines };
}

async function oneRequest(logLevel: pino.Level, requestLevel: pino.Level) {
  const { log, lines } = memoryLogger(logLevel);
  const app = Fastify({ loggerInstance: log as FastifyBaseLogger, logController: new RequestLogController(requestLevel) });
  app.get('/ping', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/ping?x=1' });
  await app.close();
  return lines.filter((l) => l.url === '/ping');
}

describe('logs', () => {
  it('are readable in development and JSON in production and tests', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('write one line per request, below info in development so mail links are not buried', async () => {
    expect(await oneRequest('info', 'debug')).toEqual([]);
    const shown = await oneRequest('debug', 'debug');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ level: 20, msg: expect.stringMatching(/^GET \/ping 200 \d+ ms$/), statusCode: 200 });
    expect(await oneRequest('info', 'info')).toHaveLength(1);
  });

  it('print each dev mail link on a line of its own', () => {
    const text = devMailLine('a@example.com', 'Verify your email address', ['http://h/1?token=a', 'http://h/2']);
    expect(text.split('\n')).toEqual(['[dev mail] Verify your email address → a@example.com', '    http://h/1?token=a', '    http://h/2']);
  });
});
