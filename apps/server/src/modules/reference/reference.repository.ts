import type { DynamicForm } from '@holdfast/shared/reference';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { preparedQuery, selectRows, type Db } from '../../platform/db/client';
import { communityTags, countries, dynamicForms, formQuestions, systemConfigs, timezones } from './reference.table';

export function listCountries(db: Db) {
  return db.select().from(countries).orderBy(asc(countries.name));
}

export function listTimezones(db: Db) {
  return db.select().from(timezones).orderBy(asc(timezones.name));
}

export function listActiveTags(db: Db) {
  return db.select().from(communityTags).where(eq(communityTags.status, 'active')).orderBy(asc(communityTags.name));
}

export async function findTagsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: communityTags.id, name: communityTags.name })
    .from(communityTags)
    .where(inArray(communityTags.id, [...ids]))
    .orderBy(asc(communityTags.name));
}

export async function countryExists(db: Db, id: number) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return !!row;
}

/** The ISO code of a country by id; null when unknown. */
export async function findCountryCode(db: Db, id: number) {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.id, id));
  return row?.code ?? null;
}

/** A timezones row's IANA name ('America/Chicago'), or null. */
export async function findTimezoneName(db: Db, id: number) {
  const [row] = await db.select({ name: timezones.name }).from(timezones).where(eq(timezones.id, id));
  return row?.name ?? null;
}

export async function timezoneExists(db: Db, id: number) {
  const [row] = await db.select({ id: timezones.id }).from(timezones).where(eq(timezones.id, id));
  return !!row;
}

const alias = (name: string) => {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`referenceSql: '${name}' is not an SQL alias`);
  return sql.raw(name);
};

/**
 * SQL fragments on the reference data for other areas' statements: a join names its row by the
 * caller's alias, and the caller reads its columns through these functions, never by name.
 */
export const referenceSql = {
  /** `left join` of the country whose id is `id`, as `as`. */
  joinCountry(as: string, id: SQL): SQL {
    return sql`left join countries ${alias(as)} on ${alias(as)}.id = ${id}`;
  },
  /** A column of the country joined as `as` (null when none). */
  country(as: string, column: 'id' | 'name' | 'code'): SQL {
    return sql`${alias(as)}.${sql.raw(column)}`;
  },
  /** `left join` of the timezone whose id is `id`, as `as`. */
  joinTimezone(as: string, id: SQL): SQL {
    return sql`left join timezones ${alias(as)} on ${alias(as)}.id = ${id}`;
  },
  /** A column of the timezone joined as `as` (null when none): its id, its IANA name. */
  timezone(as: string, column: 'id' | 'name'): SQL {
    return sql`${alias(as)}.${sql.raw(column)}`;
  },
  /** The active community tags among `ids` (an int[] expression) as a JSON array of {id, name} by name; null when none. */
  activeTagsJson(ids: SQL): SQL {
    return sql`(select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name) from community_tags t
                 where t.id = any(${ids}) and t.status = 'active')`;
  },
  /** The question texts of the form `formId` as one JSON object (question id -> text); null when it has none. */
  questionTextsJson(formId: SQL): SQL {
    return sql`(select json_object_agg(fq.id, fq.question_text) from form_questions fq where fq.form_id = ${formId})`;
  },
  /** `left join` of the question of form `formId` whose id, as text, is `questionId`, as `as`. */
  joinQuestion(as: string, formId: SQL, questionId: SQL): SQL {
    return sql`left join form_questions ${alias(as)} on ${alias(as)}.form_id = ${formId} and ${alias(as)}.id::text = ${questionId}`;
  },
  /** The text of the question joined as `as` (null when none). */
  questionText(as: string): SQL {
    return sql`${alias(as)}.question_text`;
  },
};

export function listSystemConfigs(db: Db) {
  return db.select().from(systemConfigs).orderBy(asc(systemConfigs.id));
}

const systemConfigByType = preparedQuery((db) =>
  db
    .select()
    .from(systemConfigs)
    .where(eq(systemConfigs.type, sql.placeholder('type')))
    .prepare('find_system_config'),
);

export async function findSystemConfig(db: Db, type: string) {
  const [row] = await systemConfigByType(db).execute({ type });
  return row ?? null;
}

/** question_type -> question_type_id, as the API presents them. */
export const QUESTION_TYPE_IDS = { input: 1, textarea: 2, 'select-list': 3 } as const;

/**
 * The form a system config names (`config.form_key` when it is a string), else the form seeded as
 * `defaultKey`, as one jsonb value already in the API's shape (DynamicForm), or null when there is
 * no such form. A subquery, so a write can check in its own statement that a cached form is still
 * the current one (see configuredFormIs).
 */
function configuredFormJson(configType: string, defaultKey: string): SQL {
  const typeIds = sql.join(
    Object.entries(QUESTION_TYPE_IDS).map(([type, id]) => sql`when ${type} then ${id}::int`),
    sql` `,
  );
  return sql`(select jsonb_build_object('id', f.id, 'name', f.name, 'questions', coalesce((
      select jsonb_agg(jsonb_build_object('id', q.id, 'question_text', q.question_text, 'question_type_id', case q.question_type ${typeIds} end,
             'question_type', q.question_type, 'is_required', q.is_required, 'options', q.options) order by q.position, q.id)
      from form_questions q where q.form_id = f.id and q.retired_at is null), '[]'::jsonb))
    from dynamic_forms f
    where f.key = coalesce((select c.config->>'form_key' from system_configs c where c.type = ${configType} and jsonb_typeof(c.config->'form_key') = 'string'), ${defaultKey}))`;
}

/** The configured form in one statement (configuredFormJson), or null. */
export async function findConfiguredForm(db: Db, configType: string, defaultKey: string): Promise<DynamicForm | null> {
  const [row] = await selectRows<{ form: DynamicForm | null }>(db, sql`select ${configuredFormJson(configType, defaultKey)} as form`);
  return row?.form ?? null;
}

/** An SQL subquery: a system config's value (jsonb), or null; for a statement that reads it beside other things. */
export function systemConfigValue(type: string): SQL {
  return sql`(select config from system_configs where type = ${type})`;
}

/** An SQL condition: true while `form` is still exactly the form the config names (any edit makes it false). */
export function configuredFormIs(configType: string, defaultKey: string, form: DynamicForm): SQL {
  return sql`coalesce(${configuredFormJson(configType, defaultKey)} = ${JSON.stringify(form)}::jsonb, false)`;
}

export async function findDynamicForm(db: Db, id: number) {
  const [form] = await db.select().from(dynamicForms).where(eq(dynamicForms.id, id));
  if (!form) return null;
  const questions = await db
    .select()
    .from(formQuestions)
    // Retired questions are the console's (their answers stay); members are not asked them.
    .where(and(eq(formQuestions.formId, id), isNull(formQuestions.retiredAt)))
    .orderBy(asc(formQuestions.position), asc(formQuestions.id));
  return { form, questions };
}

export async function findDynamicFormIdByKey(db: Db, key: string) {
  const [row] = await db.select({ id: dynamicForms.id }).from(dynamicForms).where(eq(dynamicForms.key, key));
  return row?.id ?? null;
}

export async function setSystemConfigIfUnset(db: Db, type: string, field: string, value: unknown) {
  const row = await findSystemConfig(db, type);
  // Unset: null, or absent (a config seeded before the field existed).
  if (!row || (row.config[field] ?? null) !== null) return;
  await db
    .update(systemConfigs)
    .set({ config: { ...row.config, [field]: value } })
    .where(eq(systemConfigs.type, type));
}

// ---------- seeding (idempotent: runs on every start) ----------

export async function seedCountries(db: Db, rows: { name: string; code: string }[]) {
  if (rows.length) await db.insert(countries).values(rows).onConflictDoNothing();
}

export async function seedTimezones(db: Db, names: string[]) {
  if (names.length)
    await db
      .insert(timezones)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing();
}

export async function seedTags(db: Db, names: string[]) {
  if (names.length)
    await db
      .insert(communityTags)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing();
}

/** Adds missing config types; an admin's later edits are kept. */
export async function seedSystemConfigs(db: Db, rows: { type: string; config: Record<string, unknown> }[]) {
  if (rows.length) await db.insert(systemConfigs).values(rows).onConflictDoNothing();
}

export async function seedDynamicForm(
  db: Db,
  form: { key: string; name: string; questions: Omit<typeof formQuestions.$inferInsert, 'formId' | 'id'>[] },
) {
  const [existing] = await db.select().from(dynamicForms).where(eq(dynamicForms.key, form.key));
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(dynamicForms).values({ key: form.key, name: form.name }).returning();
    if (form.questions.length) {
      await tx.insert(formQuestions).values(form.questions.map((q, i) => ({ ...q, position: q.position ?? i, formId: created!.id })));
    }
    return created!;
  });
}
