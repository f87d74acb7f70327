import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../paths';
import { dockerInstructions, runtimeStage } from '../../../../../scripts/dockerfile';

/** The deploy files (Dockerfile, compose.yaml, deploy/Caddyfile) say what docs/operations.md promises. */

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/**
 * An exact version tag (digits with dots, optional variant) and a digest: the tag says which release
 * it is, the digest makes every pull the same image (a tag can be pushed again).
 */
const pinned = (image: string) => /^[\w./-]+:\d+\.\d+(\.\d+)?(-[\w.-]+)?@sha256:[0-9a-f]{64}$/.test(image);

describe('Dockerfile', () => {
  const ins = dockerInstructions(read('Dockerfile'));
  const froms = ins.filter((i) => i.op === 'FROM');
  const finalStart = ins.lastIndexOf(froms.at(-1)!);
  const final = ins.slice(finalStart);

  it('is multi-stage on a Node 24 base pinned by version and digest', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const f of froms) {
      const [image = ''] = f.args.split(/\s+/);
      expect(image).toMatch(/^node:24\./);
      expect(pinned(image)).toBe(true);
      expect(f.args).toMatch(/ AS \w+$/i);
    }
  });

  it('builds with npm install and npm run build and copies the outputs from the build stage', () => {
    const runs = ins
      .filter((i) => i.op === 'RUN')
      .map((i) => i.args)
      .join(' ');
    expect(runs).toContain('npm install');
    expect(runs).toContain('npm run build');
    const copies = final.filter((i) => i.op === 'COPY').map((i) => i.args);
    for (const out of ['apps/server/dist', 'apps/web/dist', 'node_modules', 'apps/server/drizzle']) {
      expect(copies.some((c) => c.startsWith('--from=build') && c.includes(out))).toBe(true);
    }
  });

  it('takes from the build stage only what scripts/check-image.mjs can assemble and start (.ci/run does)', () => {
    const stage = runtimeStage(read('Dockerfile'));
    expect(stage.copies).toEqual(expect.arrayContaining(['node_modules', 'apps/server/dist', 'apps/web/dist', 'apps/server/drizzle']));
    expect(stage.cmd?.[0]).toBe('node');
    expect(stage.cmd).toContain('apps/server/dist/main.js');
    expect(stage.healthCmd).toContain('/livez');
    expect(() => runtimeStage('FROM node:24 AS runtime\nCOPY . .\n')).toThrow(/cannot follow "COPY \. \."/);
  });

  it('runs as a non-root user in production with /data, port 3000 and a /livez healthcheck', () => {
    const users = final.filter((i) => i.op === 'USER').map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    const env = final
      .filter((i) => i.op === 'ENV')
      .map((i) => i.args)
      .join(' ');
    expect(env).toContain('NODE_ENV=production');
    expect(env).toContain('DATA_DIR=/data');
    expect(final.some((i) => i.op === 'VOLUME' && i.args.includes('/data'))).toBe(true);
    expect(final.some((i) => i.op === 'EXPOSE' && i.args.split(/\s+/).includes('3000'))).toBe(true);
    const health = final.find((i) => i.op === 'HEALTHCHECK');
    expect(health?.args).toContain('/livez');
    expect(health?.args).toContain('node -e');
  });
});

interface Service {
  image?: string;
  build?: unknown;
  healthcheck?: { test: string[] | string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
  const { services } = compose;

  it('has postgres, redis, two app copies and the proxy, every image pinned by version and digest', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'postgres', 'proxy', 'redis']);
    for (const name of ['postgres', 'redis', 'proxy']) expect(pinned(services[name]!.image!)).toBe(true);
  });

  it('checks postgres with pg_isready and redis with redis-cli ping', () => {
    expect(String(services.postgres!.healthcheck?.test)).toContain('pg_isready');
    expect(String(services.redis!.healthcheck?.test)).toMatch(/redis-cli,?\s*ping/);
  });

  it('starts each copy from the Dockerfile once the stores are healthy, with one trusted hop and shared secrets', () => {
    for (const name of ['app1', 'app2']) {
      const app = services[name]!;
      expect(app.build).toBeDefined();
      expect(app.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(app.depends_on?.redis?.condition).toBe('service_healthy');
      const env = app.environment!;
      expect(env.TRUST_PROXY).toBe('1');
      for (const key of [
        'DATABASE_URL',
        'REDIS_URL',
        'APP_URL',
        'INVITATION_SECRET',
        'RESOURCE_URL_SECRET',
        'VAPID_PUBLIC_KEY',
        'VAPID_PRIVATE_KEY',
      ]) {
        expect(env[key], key).toBeTruthy();
      }
      expect(app.volumes?.some((v) => v.endsWith(':/data'))).toBe(true);
    }
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['pgdata', 'uploads']));
  });

  it('fronts both copies with a proxy that passes WebSocket upgrades on /socket.io', () => {
    expect(services.proxy!.volumes?.some((v) => v.startsWith('./deploy/Caddyfile:'))).toBe(true);
    const caddy = read('deploy/Caddyfile');
    expect(caddy).toContain('/socket.io');
    expect(caddy).toMatch(/header_up Upgrade/);
    expect(caddy).toMatch(/header_up Connection/);
    const upstreams = caddy.match(/^\s*reverse_proxy ([^{\n]+)/gm) ?? [];
    expect(upstreams.length).toBeGreaterThan(0);
    for (const line of upstreams) {
      expect(line).toContain('app1:3000');
      expect(line).toContain('app2:3000');
    }
  });
});
