import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.table.ts', './src/platform/*/*.table.ts'],
  out: './drizzle',
  casing: 'snake_case',
  // New migrations are named by the time they are made (20261202051500_name.sql), so two branches adding one each
  // do not make two files of one number; src/platform/db/migrations.test.ts checks the journal stays one line.
  migrations: { prefix: 'timestamp' },
});
