import type { z } from 'zod';

/**
 * What the schema form needs to know of a zod schema (zod 4's `_zod.def`), read once per field:
 * its kind, whether it may be null or left out, its limits and its parts. A kind the form does not
 * know is `unknown` (edited as JSON), so a new config type with a new shape still has a screen.
 */
export type Shape =
  | { kind: 'string'; nullable: boolean; optional: boolean; maxLength?: number; format?: string }
  | { kind: 'number'; nullable: boolean; optional: boolean; integer: boolean; min?: number; max?: number }
  | { kind: 'boolean'; nullable: boolean; optional: boolean }
  | { kind: 'enum'; nullable: boolean; optional: boolean; options: string[] }
  | { kind: 'literal'; nullable: boolean; optional: boolean; value: unknown }
  | { kind: 'array'; nullable: boolean; optional: boolean; element: z.ZodType; minItems?: number; maxItems?: number }
  | { kind: 'object'; nullable: boolean; optional: boolean; fields: [string, z.ZodType][]; strict: boolean }
  | { kind: 'union'; nullable: boolean; optional: boolean; options: z.ZodType[] }
  | { kind: 'unknown'; nullable: boolean; optional: boolean };

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  defaultValue?: unknown;
  checks?: { _zod: { def: { check: string; maximum?: number; minimum?: number; value?: number; inclusive?: boolean; format?: string } } }[];
  format?: string;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under its wrappers (optional, nullable, default, a transform's pipe), and what they said. */
export function unwrap(schema: z.ZodType): { base: z.ZodType; nullable: boolean; optional: boolean; fallback?: { value: unknown } } {
  let base = schema;
  let nullable = false;
  let optional = false;
  let fallback: { value: unknown } | undefined;
  for (let guard = 0; guard < 20; guard++) {
    const def = defOf(base);
    if (def.type === 'nullable') nullable = true;
    else if (def.type === 'optional') optional = true;
    else if (def.type === 'default' || def.type === 'prefault') {
      fallback ??= { value: typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue };
    } else if (def.type === 'pipe') {
      // A transform's pipe (requiredText): the input side is what a person types.
      base = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
      continue;
    } else break;
    base = def.innerType!;
  }
  return { base, nullable, optional, fallback };
}

function check(def: Def, name: string) {
  return def.checks?.map((c) => c._zod.def).find((c) => c.check === name);
}

export function shapeOf(schema: z.ZodType): Shape {
  const { base, nullable, optional } = unwrap(schema);
  const def = defOf(base);
  const common = { nullable, optional };
  switch (def.type) {
    case 'string':
      return { kind: 'string', ...common, maxLength: check(def, 'max_length')?.maximum, format: def.format };
    case 'number': {
      const min = check(def, 'greater_than');
      const max = check(def, 'less_than');
      return {
        kind: 'number',
        ...common,
        integer: def.format === 'safeint' || def.checks?.some((c) => c._zod.def.format === 'safeint') === true,
        min: min?.value as number | undefined,
        max: max?.value as number | undefined,
      };
    }
    case 'boolean':
      return { kind: 'boolean', ...common };
    case 'enum':
      return { kind: 'enum', ...common, options: Object.values(def.entries ?? {}) };
    case 'literal':
      return { kind: 'literal', ...common, value: def.values?.[0] };
    case 'array':
      return {
        kind: 'array',
        ...common,
        element: def.element!,
        minItems: check(def, 'min_length')?.minimum,
        maxItems: check(def, 'max_length')?.maximum,
      };
    case 'object':
      return {
        kind: 'object',
        ...common,
        fields: Object.entries(def.shape ?? {}),
        strict: def.catchall !== undefined && defOf(def.catchall).type === 'never',
      };
    case 'union':
      return { kind: 'union', ...common, options: def.options ?? [] };
    default:
      return { kind: 'unknown', ...common };
  }
}

/** A new value for a schema: its default when it has one, else an empty value of its kind. */
export function emptyValue(schema: z.ZodType): unknown {
  const { fallback } = unwrap(schema);
  if (fallback) return structuredClone(fallback.value);
  const shape = shapeOf(schema);
  if (shape.nullable) return null;
  switch (shape.kind) {
    case 'string':
      return '';
    case 'number':
      return shape.min ?? 0;
    case 'boolean':
      return false;
    case 'enum':
      return shape.options[0];
    case 'literal':
      return shape.value;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(shape.fields.filter(([, s]) => !shapeOf(s).optional).map(([k, s]) => [k, emptyValue(s)]));
    case 'union':
      return shape.options[0] ? emptyValue(shape.options[0]) : null;
    default:
      return null;
  }
}

/** Which option of a union a value is (the first whose parse succeeds, else the one naming its keys, else the first). */
export function unionOptionOf(options: z.ZodType[], value: unknown): number {
  const parsed = options.findIndex((o) => o.safeParse(value).success);
  if (parsed >= 0) return parsed;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    const byKeys = options.findIndex((o) => {
      const s = shapeOf(o);
      return s.kind === 'object' && s.fields.some(([k]) => keys.includes(k));
    });
    if (byKeys >= 0) return byKeys;
  }
  return 0;
}

/** A label for a union's option: an object's keys ('Alert 1'), a literal's value. */
export function optionLabel(option: z.ZodType, index: number): string {
  const s = shapeOf(option);
  if (s.kind === 'object' && s.fields.length) return s.fields.map(([k]) => humanize(k)).join(', ');
  if (s.kind === 'literal') return String(s.value);
  return `Option ${index + 1}`;
}

/** 'breathing_steps' -> 'Breathing steps', 'alert_1' -> 'Alert 1'. */
export function humanize(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** 'config.items.0.alert_1.title' (the server's 422) -> 'items.0.alert_1.title' (the form's path). */
export function formErrors(errors: Record<string, string[]>, prefix = 'config'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const path = key === prefix ? '' : key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : key;
    if (messages[0]) out[path] = messages[0];
  }
  return out;
}

/** A form path under another: ('items', 0) -> 'items.0'. */
export const childPath = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
