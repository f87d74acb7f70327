import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.table.ts', './src/platform/*/*.table.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
