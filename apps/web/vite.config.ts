import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type ViteDevServer } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { ADMIN_SOURCES } from './admin-sources';

/**
 * Pages whose first visit gets its own HTML (dist/pages/<name>.html) preloading its route modules;
 * scripts/size.mjs measures the same pages' first loads.
 */
const FIRST_LOAD_PAGES = {
  // Prerendered: the login form paints with the HTML, before any JavaScript ran.
  login: { modules: ['src/features/accounts/pages/login-page.tsx'], prerender: true },
  // data: the guard's, the shell's and the dashboard's answers are asked from the HTML (src/app/first-load-data.ts).
  dashboard: { modules: ['src/app/shell/app-layout.tsx', 'src/app/pages/dashboard-page.tsx'], data: true },
  // Without it a cold /progress fetched its chunks as each one ran: 83 chunks, settled at 1.3-1.8 s.
  // Its loader's chunks too (the calendar and the data prefetch): the calendar's range decides its requests.
  // data: its HTML asks for the API answers the page waits for before any JavaScript ran (src/app/first-load-data.ts).
  progress: {
    modules: [
      'src/app/shell/app-layout.tsx',
      'src/features/progress/pages/progress-page.tsx',
      'src/features/progress/lib/prefetch-progress.ts',
      'src/features/progress/components/progress-calendar.tsx',
      // What the shell loads after the page drew (header menus, realtime watchers): fetched now, beside
      // the rest, so the network is quiet when the calendar shows; they still run only after it.
      'src/features/notifications/components/notification-bell.tsx',
      'src/app/shell/avatar-menu.tsx',
      'src/features/accountability/components/accountability-watcher.tsx',
      'src/features/groups/components/groups-watcher.tsx',
      'src/features/messaging/components/messaging-watcher.tsx',
      'src/features/coaching/components/client-watcher.tsx',
      'src/app/shell/profile-watcher.tsx',
      // The socket's own code (src/lib/realtime.ts imports both when it connects).
      '../../packages/shared/src/realtime/index.ts',
      '../../node_modules/socket.io-client/build/esm/index.js',
    ],
    data: true,
  },
};

/**
 * Writes dist/pages/<name>.html for each page: the built index.html with <link rel="modulepreload">
 * (and stylesheets) for the page's route modules and everything they import, so the browser fetches
 * them while the entry downloads instead of after it ran (the entry carries no preload map). The
 * server sends it for GET /<name> (apps/server/src/app.ts); gzip and brotli copies beside it.
 */
/** Writes dist/assets/<kind>-<page>-<hash>.js and returns its address. */
function writeScript(outDir: string, kind: string, name: string, source: string): string {
  const file = `assets/${kind}-${name}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  writeFileSync(path.join(outDir, file), source);
  return `/${file}`;
}

function firstLoadPages(pages: Record<string, { modules: string[]; prerender?: boolean; data?: boolean }>): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'holdfast:first-load-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('first-load-pages: no index.html in the bundle');
      // '</head>' on its own line, however the plugins before left it (vite-plugin-pwa appends its
      // manifest link right before it): the preloads and the boot script go in front of it.
      const indexHtml = String(html.source).replace(/\s*<\/head>/, '\n  </head>');
      if (!indexHtml.includes('\n  </head>')) throw new Error('first-load-pages: no </head> in index.html');
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('first-load-pages: no entry chunk');
      // Files index.html already loads: the entry and its static imports.
      const loaded = new Set<string>();
      const walk = (file: string, into: Set<string>) => {
        if (into.has(file) || loaded.has(file)) return;
        into.add(file);
        const chunk = bundle[file];
        if (chunk?.type === 'chunk') for (const dep of chunk.imports) walk(dep, into);
      };
      walk(entry.fileName, loaded);
      for (const [name, { modules, prerender, data }] of Object.entries(pages)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId === path.resolve(root, module));
          if (!chunk) throw new Error(`first-load-pages: no chunk for ${module}`);
          walk(chunk.fileName, files);
        }
        const cssOf = (f: string) => [...((bundle[f] as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])];
        const css = new Set([...files].flatMap(cssOf));
        for (const file of [...loaded].flatMap(cssOf)) css.delete(file);
        const links = [
          ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
          ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ].join('\n    ');
        let out = indexHtml.replace('  </head>', `    ${links}\n  </head>`);
        if (data) {
          // Inline and first in <head>, before the stylesheets (an inline script after a stylesheet
          // waits for it): its requests start while the HTML is parsed, not after a file of its own
          // arrived (as an async file under Slow 4G it came after the stylesheets and preloads, at
          // ~3.3 s). The server allows it by its hash (inlineScriptHashes, apps/server/src/platform/http/security-headers.ts).
          const source = await withSsr(async (server) => {
            const { firstLoadDataScript } = (await server.ssrLoadModule(
              '/src/app/first-load-data.ts',
            )) as typeof import('./src/app/first-load-data');
            return firstLoadDataScript(name);
          });
          if (source.includes('</')) throw new Error('first-load-pages: the data script cannot be inlined (it holds "</")');
          out = out.replace('    <title>', `    <script>${source}</script>\n    <title>`);
          if (!out.includes(source)) throw new Error('first-load-pages: no <title> in index.html');
        }
        if (prerender) {
          const body = await renderPage(`/${name}`);
          out = out.replace('<div id="root"></div>', `<div id="root" data-prerendered="/${name}">${body}</div>`);
          if (!out.includes('data-prerendered')) throw new Error('first-load-pages: no <div id="root"></div> in index.html');
          // The prerendered page needs no JavaScript to paint, so its scripts start after the first
          // paint instead of sharing the slow first seconds with the render-blocking stylesheets: the
          // entry <script> and the module preloads move into a small deferred script (a file: the
          // CSP allows no inline script) that adds them once a frame was drawn. The page is inert
          // until React took it over (root-layout.tsx).
          const scripts = [
            ...out.matchAll(
              /\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
            ),
          ];
          const entrySrc = scripts.find((m) => m[1])?.[1];
          if (!entrySrc) throw new Error('first-load-pages: no entry <script type="module"> in index.html');
          const preloads = scripts.flatMap((m) => (m[2] ? [m[2]] : []));
          for (const m of scripts) out = out.replace(m[0], '');
          const boot = [
            `// ${name}.html (apps/web/vite.config.ts, firstLoadPages): start the app after the prerendered page's first paint.`,
            '(function () {',
            '  var started = false;',
            '  function start() {',
            '    if (started) return;',
            '    started = true;',
            `    ${JSON.stringify(preloads)}.forEach(function (href) {`,
            "      var link = document.createElement('link');",
            "      link.rel = 'modulepreload';",
            "      link.crossOrigin = '';",
            '      link.href = href;',
            '      document.head.appendChild(link);',
            '    });',
            "    var script = document.createElement('script');",
            "    script.type = 'module';",
            "    script.crossOrigin = '';",
            `    script.src = ${JSON.stringify(entrySrc)};`,
            '    document.head.appendChild(script);',
            '  }',
            '  requestAnimationFrame(function () { setTimeout(start, 0); });',
            '  // A tab opened in the background draws no frame: start anyway.',
            '  setTimeout(start, 1000);',
            '})();',
            '',
          ].join('\n');
          out = out.replace('  </head>', `    <script src="${writeScript(outDir, 'boot', name, boot)}" defer></script>\n  </head>`);
        }
        const file = path.join(outDir, 'pages', `${name}.html`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, out);
        writeFileSync(`${file}.gz`, gzipSync(out, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(out));
      }
    },
  };
}

/**
 * The first loads' chunks, worked out once the module graph is known. By default rolldown cuts lazy
 * code into one chunk per set of routes sharing it, and splits out of the entry whatever lazy routes
 * use as well: /dashboard's first load was 46 files, most under 1 KB. Over HTTP/1.1 (what the server
 * speaks) a browser fetches six at a time, each at least a round trip: on a phone network that
 * queue, not the bytes, held the page back. Three groups:
 * - `app`: everything the entry imports (main.tsx itself stays the entry, a few hundred bytes);
 * - `signed-in`: what `modules` (the signed-in frame and the dashboard) import that neither the
 *   entry nor the `leaveOut` pages (the signed-out /login, whose first load has its own budget) load.
 *   A page that needs one of them loads the whole chunk, which a signed-in member has already;
 * - `first-load`: what `modules` and the `leaveOut` pages both import beyond the entry.
 * Through a package's index (Mantine, the icons, a workspace area's `@holdfast/shared/<area>`) a
 * module reaches only the names it imports from it, so importing one text from an area does not
 * count its zod schemas as needed. 2026-11-29 (docs/benchmarks.md): /dashboard's first load 205.4 KB
 * in 14 files -> 168.5 KB in 7 (zod no longer in it), Lighthouse /dashboard 86-89 -> 94.
 */
function firstLoadChunks(
  modules: string[],
  leaveOut: string[],
): {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean; priority: number; includeDependenciesRecursively: boolean }[];
} {
  const members = new Set<string>();
  const shared = new Set<string>();
  const app = new Set<string>();
  const plugin: Plugin = {
    name: 'holdfast:first-load-chunks',
    apply: 'build',
    buildEnd() {
      members.clear();
      shared.clear();
      app.clear();
      const ids = new Set(this.getModuleIds());
      const info = (id: string) => this.getModuleInfo(id);
      // A package's index imports every part of it (every icon, every component): through it, a
      // module reaches only the names it imports from that package.
      const barrels = new Map<string, { names: Map<string, string>; rest: string[] }>();
      // A workspace area's index (packages/shared/src/<area>/index.ts) re-exports its files with
      // `export *`: each name is found in the file that exports it (nested `export *` followed).
      const starNames = (id: string, into = new Map<string, string>(), seen = new Set<string>()) => {
        for (const dep of info(id)?.importedIds ?? []) {
          const exported = info(dep)?.exports ?? [];
          for (const name of exported) if (name !== '*' && !into.has(name)) into.set(name, dep);
          if (exported.includes('*') && !seen.has(dep)) {
            seen.add(dep);
            starNames(dep, into, seen);
          }
        }
        return into;
      };
      const barrelOf = (id: string) => {
        const area = SHARED_AREA_INDEX.exec(id)?.[1];
        const spec = area ? `@holdfast/shared/${area}` : BARRELS.find(([, file]) => file.test(id))?.[0];
        if (!spec) return null;
        let barrel = barrels.get(id);
        if (!barrel) {
          const names = area ? starNames(id) : new Map<string, string>();
          for (const m of (info(id)?.code ?? '').matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
            const target = path.resolve(path.dirname(id), m[2]!);
            for (const part of m[1]!.split(',')) {
              const name = part
                .trim()
                .split(/\s+as\s+/)
                .pop();
              if (name && ids.has(target)) names.set(name, target);
            }
          }
          // What the index brings in some other way (another package's export, export *).
          const mapped = new Set(names.values());
          barrel = { names, rest: (info(id)?.importedIds ?? []).filter((dep) => !mapped.has(dep)) };
          barrels.set(id, barrel);
        }
        return { spec, ...barrel };
      };
      // The names a module imports from `spec` (type-only ones are gone from the build's code already;
      // a leftover `type X` specifier is skipped).
      const namesFrom = (code: string, spec: string) =>
        [...code.matchAll(new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*["']${spec.replace('/', '\\/')}["']`, 'g'))].flatMap(
          (m) =>
            m[1]!
              .split(',')
              .map((part) => part.trim())
              .filter((part) => part && !part.startsWith('type '))
              .map((part) => part.split(/\s+as\s+/)[0]!),
        );
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const module = info(id);
          for (const dep of module?.importedIds ?? []) {
            const barrel = barrelOf(dep);
            if (!barrel) stack.push(dep);
            else {
              const names = namesFrom(module?.code ?? '', barrel.spec);
              // No named import (a namespace or default import): the whole package.
              if (names.length === 0) stack.push(dep);
              // A name the index re-exports some other way: everything it brings in that way.
              for (const name of names) stack.push(...(barrel.names.has(name) ? [barrel.names.get(name)!] : barrel.rest));
            }
          }
        }
        return seen;
      };
      const resolve = (list: string[]) =>
        list.map((m) => {
          const id = path.resolve(import.meta.dirname, m);
          if (!ids.has(id)) throw new Error(`first-load-chunks: ${id} is not in the build`);
          return id;
        });
      const entries = [...ids].filter((id) => info(id)?.isEntry);
      const roots = resolve(modules);
      const elsewhere = closure([...entries, ...resolve(leaveOut)]);
      const reached = closure(roots);
      for (const id of reached) if (!elsewhere.has(id) && !roots.includes(id) && !barrelOf(id)) members.add(id);
      // Everything the entry imports (React, the router, TanStack Query, the Mantine parts it uses,
      // the app's frame), but main.tsx itself: one `app` chunk. Left to rolldown, the entry's modules
      // that lazy routes use as well became some fifteen files of 0.1-5 KB, each a round trip.
      const entryClosure = closure(entries);
      const direct = new Set(entries.flatMap((e) => info(e)?.importedIds ?? []));
      for (const id of entryClosure) if (!entries.includes(id) && !direct.has(id) && !barrelOf(id)) app.add(id);
      // What /login (with its toast container) and the dashboard both import beyond the entry (Mantine
      // parts such as ActionIcon, the focus-trap helpers, small app modules): one chunk both fetch.
      const others = resolve(leaveOut);
      const theirs = closure(others);
      for (const id of reached)
        if (theirs.has(id) && !entryClosure.has(id) && !roots.includes(id) && !others.includes(id) && !barrelOf(id)) shared.add(id);
    },
  };
  // Not its modules' dependencies as well (rolldown's default): those include what the entry loads.
  return {
    plugin,
    groups: [
      { name: 'signed-in', test: (id) => members.has(id), priority: 3, includeDependenciesRecursively: false },
      { name: 'first-load', test: (id) => shared.has(id), priority: 3, includeDependenciesRecursively: false },
      // Above every other group: what the entry needs is never taken into a group the entry would then import.
      { name: 'app', test: (id) => app.has(id), priority: 5, includeDependenciesRecursively: false },
    ],
  };
}

/** A workspace area's index (`@holdfast/shared/<area>`), which re-exports all of that area. */
const SHARED_AREA_INDEX = /packages[\\/]shared[\\/]src[\\/]([a-z-]+)[\\/]index\.ts$/;

/** The packages whose index re-exports all of them, and that index's file. */
const BARRELS: [string, RegExp][] = [
  ['@mantine/core', /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/],
  ['@mantine/hooks', /node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/],
  ['@mantine/notifications', /node_modules[\\/]@mantine[\\/]notifications[\\/]esm[\\/]index\.mjs$/],
  ['@tabler/icons-react', /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$/],
];

/**
 * Renders a page as a signed-out first visit sees it (src/app/prerender.tsx), through a Vite server
 * in SSR mode with this same config (aliases, defines), once per build.
 */
async function renderPage(pathname: string): Promise<string> {
  return withSsr(async (server) => {
    const { renderPage: render } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('./src/app/prerender');
    return render(pathname);
  });
}

/** Runs `use` with a Vite server in SSR mode with this same config, to load app modules at build time. */
async function withSsr<T>(use: (server: ViteDevServer) => Promise<T>): Promise<T> {
  const server = await createServer({
    configFile: fileURLToPath(import.meta.url),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}

/**
 * The files of the admin console's chunks (the Vite manifest's entries for ADMIN_SOURCES): left out
 * of the service worker's precache, so a member's device never downloads admin code.
 */
function adminChunkFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return new Set(
    Object.entries(manifest)
      .filter(([key]) => ADMIN_SOURCES.test(key))
      .map(([, chunk]) => chunk.file),
  );
}

const BRAND = '#2f5d62';

/**
 * The installable app (issue 40): the web manifest (linked from index.html, so from every page) and
 * the service worker src/sw/sw.ts, its precache list injected by Workbox. The worker is registered
 * by the app after its first load (src/lib/pwa/register.ts), never by an injected script.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Holdfast',
    short_name: 'Holdfast',
    description: 'Faith-based recovery and accountability.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: BRAND,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app shell (index.html, the first-load pages, the offline page), every route chunk and
    // stylesheet, the icons; not the precompressed copies, nor the PDF viewer's 1 MB worker (fetched
    // when a PDF is opened), nor the admin console's chunks.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/*.{br,gz}', '**/pdf.worker*', '.vite/**'],
    manifestTransforms: [
      (entries) => {
        const admin = adminChunkFiles(path.resolve(import.meta.dirname, 'dist'));
        return { manifest: entries.filter((e) => !admin.has(e.url.replace(/^\//, ''))), warnings: [] };
      },
    ],
  },
});

const rootPackage = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as { version: string };

// Left out of `signed-in`: what /login loads, also just after its first render (the toast
// container); what the dashboard needs of it too is the `first-load` chunk (/login fetches the toast
// container's part of it with its first load: +3.8 KB there, 4 files fewer on /dashboard).
const chunks = firstLoadChunks(FIRST_LOAD_PAGES.dashboard.modules, [...FIRST_LOAD_PAGES.login.modules, 'src/app/toast-container.tsx']);

export default defineConfig({
  plugins: [
    react(),
    pwa,
    chunks.plugin,
    // dist/pages/<page>.html: index.html plus <link rel="modulepreload"> for that page's route chunks
    // (the server sends it for that path), so a first visit fetches them beside the entry.
    firstLoadPages(FIRST_LOAD_PAGES),
    // Precompressed copies (x.js.br, x.js.gz) made once at build time; the server sends the one the
    // browser accepts (@fastify/static preCompressed), so no request pays for compression.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|mjs|map|txt)$/,
      threshold: 1024,
    }),
  ],
  // '@/x' is apps/web/src/x (also in tsconfig.json paths and vitest.config.ts).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      '/socket.io': { target: 'http://localhost:3000', ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // No preload map in the entry chunk. By default every lazy import carries the list of the files
    // its chunk imports, and the entry holds them all: ~177 file names and ~56 lists (3.6 KB gzip on
    // /login's first load), growing with every area. Now a lazy route's chunk fetches its own static
    // imports when it runs (rolldown chunks import at most two levels deep), and a first visit to
    // /login or /dashboard preloads its route chunks from its HTML (firstLoadPages above). CSS a lazy
    // chunk needs is still listed (Vite keeps CSS deps), so styles still load with their chunk.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // A first load fetches few files (scripts/size.mjs budgets their KB and their number): everything
    // the entry imports is one `app` chunk, what the signed-in frame and the dashboard add is one
    // `signed-in` chunk, what they share with /login one `first-load` chunk (firstLoadChunks above),
    // and the small app modules every signed-out page shares one `app-lib`. No group takes in what
    // its modules import as well (rolldown's default): app-lib did, and carried zod (~25 KB gzip,
    // which only forms need) into every first load.
    rolldownOptions: {
      // A bare import that does not resolve (a dependency missing from node_modules) is only a
      // warning by default, and the build ships a chunk that fails in the browser: fail the build.
      onLog(level, log, handler) {
        if (log.code === 'UNRESOLVED_IMPORT') throw new Error(`unresolved import: ${log.message}`);
        handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'app-lib',
              test: /src[\\/](lib[\\/](token-store|use-token|user-storage|random-id|captcha|realtime)|components[\\/](auth-layout|error-card|brand)|features[\\/]accounts[\\/]lib)/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The small shared parts of signed-in pages (page frame, list states, calendar key, waiting
            // page): one chunk, so each lazy route lists one file for them in the entry's preload map.
            {
              name: 'page-parts',
              test: /src[\\/]components[\\/](page-frame|query-states|calendar[\\/]calendar-parts|full-page-status)/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            ...chunks.groups,
          ],
        },
      },
    },
  },
});
