import pg from 'pg';

/**
 * A new, empty PostgreSQL database on the server `serverUrl` names (the CI server's `test` database
 * is shared: each test makes its own): its URL, and `drop()` to remove it, with whatever is still
 * connected to it. `label` goes into the name, so a leftover says which test made it.
 */
export async function createServerDatabase(serverUrl: string, label = 'test') {
  const name = `holdfast_${label}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
