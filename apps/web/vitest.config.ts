import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Self-contained: the root vitest "projects" config points here.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __APP_VERSION__: JSON.stringify('1.0.0') },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Component tests type and click through real Mantine and React Router: on a busy 2-core machine
    // (the API tests running beside them) one test can take several seconds, so 5 s was not enough.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // In CI a failed component test runs once more (as the browser tests do): on the loaded 2-core
    // CI host a Mantine transition (a menu opening) was once seen still hidden after 5 s.
    retry: process.env.CI ? 1 : 0,
  },
});
