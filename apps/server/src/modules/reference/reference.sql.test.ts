import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../platform/db/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { referenceSql } from './reference.repository';

// The fragments other areas put in their own statements instead of naming the reference tables.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

describe('referenceSql', () => {
  it('joins a country and a timezone by id under the caller’s alias, null columns when there is none', async () => {
    const [country] = await selectRows<{ id: number; name: string; code: string }>(
      app.db,
      sql`select id, name, code from countries order by id limit 1`,
    );
    const [zone] = await selectRows<{ id: number; name: string }>(app.db, sql`select id, name from timezones order by id limit 1`);
    const rows = await selectRows<Record<string, unknown>>(
      app.db,
      sql`select ${referenceSql.country('c', 'id')} as country_id, ${referenceSql.country('c', 'name')} as country_name, ${referenceSql.country('c', 'code')} as country_code,
                 ${referenceSql.timezone('tz', 'id')} as timezone_id, ${referenceSql.timezone('tz', 'name')} as timezone_name
          from (values (${country!.id}::int, ${zone!.id}::int, 1), (-1, -1, 2)) as x(country, zone, n)
          ${referenceSql.joinCountry('c', sql`x.country`)} ${referenceSql.joinTimezone('tz', sql`x.zone`)}
          order by x.n`,
    );
    expect(rows).toEqual([
      {
        country_id: country!.id,
        country_name: country!.name,
        country_code: country!.code,
        timezone_id: zone!.id,
        timezone_name: zone!.name,
      },
      { country_id: null, country_name: null, country_code: null, timezone_id: null, timezone_name: null },
    ]);
  });

  it('activeTagsJson lists the active tags among the ids by name, null when none is', async () => {
    const tags = await selectRows<{ id: number; name: string }>(
      app.db,
      sql`insert into community_tags (name, status) values ('zz-sql-b', 'active'), ('zz-sql-a', 'active'), ('zz-sql-gone', 'inactive') returning id, name`,
    );
    const ids = `{${tags.map((t) => t.id).join(',')}}`;
    const gone = `{${tags[2]!.id}}`;
    const [row] = await selectRows<{ all: unknown; none: unknown }>(
      app.db,
      sql`select ${referenceSql.activeTagsJson(sql`${ids}::int[]`)} as all, ${referenceSql.activeTagsJson(sql`${gone}::int[]`)} as none`,
    );
    expect(row).toEqual({
      all: [
        { id: tags[1]!.id, name: 'zz-sql-a' },
        { id: tags[0]!.id, name: 'zz-sql-b' },
      ],
      none: null,
    });
  });

  it('reads a form’s question texts as one object and joins one question by its id as text', async () => {
    const [form] = await selectRows<{ id: number }>(
      app.db,
      sql`select f.id from dynamic_forms f where exists (select 1 from form_questions q where q.form_id = f.id) limit 1`,
    );
    const questions = await selectRows<{ id: number; question_text: string }>(
      app.db,
      sql`select id, question_text from form_questions where form_id = ${form!.id} order by id`,
    );
    const [row] = await selectRows<{ texts: Record<string, string>; first: string | null; unknown: string | null }>(
      app.db,
      sql`select ${referenceSql.questionTextsJson(sql`${form!.id}::int`)} as texts,
                 (select ${referenceSql.questionText('q')} from (select 1) x ${referenceSql.joinQuestion('q', sql`${form!.id}::int`, sql`${String(questions[0]!.id)}`)}) as first,
                 (select ${referenceSql.questionText('q')} from (select 1) x ${referenceSql.joinQuestion('q', sql`${form!.id}::int`, sql`'0'`)}) as unknown`,
    );
    expect(row).toEqual({
      texts: Object.fromEntries(questions.map((q) => [String(q.id), q.question_text])),
      first: questions[0]!.question_text,
      unknown: null,
    });
  });

  it('refuses an alias that is not a plain SQL name', () => {
    expect(() => referenceSql.country('c; drop table countries', 'id')).toThrow(/not an SQL alias/);
  });
});
