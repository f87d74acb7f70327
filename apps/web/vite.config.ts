import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const rootPackage = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as { version: string };

export default defineConfig({
  plugins: [
    react(),
    // Precompressed copies (x.js.br, x.js.gz) made once at build time; the server sends the one the
    // browser accepts (@fastify/static preCompressed), so no request pays for compression.
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })], include: /\.(js|css|html|svg|json|mjs|map|txt)$/, threshold: 1024 }),
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
    // The /login budget (scripts/size.mjs) counts each first-load file gzipped on its own, so a dozen
    // 0.2 KB chunks cost more than their code. Two groups keep the first load in few files: Mantine
    // modules the entry needs anyway, and the small app modules every signed-out page shares.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]core/, tags: ['$initial'], priority: 2 },
            {
              name: 'app-lib',
              test: /src[\\/](lib[\\/](token-store|use-token|user-storage|random-id|captcha|realtime)|components[\\/](auth-layout|error-card|brand)|features[\\/]accounts[\\/]lib)/,
              priority: 1,
            },
            // The small shared parts of signed-in pages (page frame, list states, calendar key, waiting
            // page): one chunk, so each lazy route lists one file for them in the entry's preload map.
            { name: 'page-parts', test: /src[\\/]components[\\/](page-frame|query-states|calendar-parts|full-page-status)/, priority: 1 },
          ],
        },
      },
    },
  },
});
