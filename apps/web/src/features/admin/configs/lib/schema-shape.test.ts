import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SYSTEM_CONFIG_SCHEMAS, SYSTEM_CONFIG_TYPES } from '@holdfast/shared/reference';
import { requiredText } from '@holdfast/shared/validation';
import { emptyValue, formErrors, humanize, shapeOf, unionOptionOf } from './schema-shape';

describe('shapeOf', () => {
  it('reads the kinds, wrappers and limits of a schema', () => {
    expect(shapeOf(requiredText({ max: 120 }))).toMatchObject({ kind: 'string', nullable: false });
    expect(shapeOf(z.string().max(60).nullable().default(null))).toMatchObject({ kind: 'string', nullable: true, maxLength: 60 });
    expect(shapeOf(z.number().int().positive().nullable())).toMatchObject({ kind: 'number', nullable: true, integer: true });
    expect(shapeOf(z.boolean().optional())).toMatchObject({ kind: 'boolean', optional: true });
    expect(shapeOf(z.enum(['a', 'b']))).toMatchObject({ kind: 'enum', options: ['a', 'b'] });
    expect(shapeOf(z.array(z.string()).min(1).max(12))).toMatchObject({ kind: 'array', minItems: 1, maxItems: 12 });
    const obj = shapeOf(z.object({ a: z.string(), b: z.number() }).refine(() => true));
    expect(obj.kind === 'object' && obj.fields.map(([k]) => k)).toEqual(['a', 'b']);
    expect(shapeOf(z.union([z.string(), z.number()])).kind).toBe('union');
    expect(shapeOf(z.record(z.string(), z.unknown())).kind).toBe('unknown');
  });

  it('knows every system config type: none is left to the JSON fallback at its root', () => {
    for (const type of SYSTEM_CONFIG_TYPES) expect(shapeOf(SYSTEM_CONFIG_SCHEMAS[type]).kind, type).toBe('object');
  });
});

describe('emptyValue', () => {
  it('makes a new item of an array: defaults, nulls, empty strings, nested objects', () => {
    const resource = z.object({
      name: requiredText(),
      description: z.string().default(''),
      phone: z.string().nullable().default(null),
      steps: z.array(z.string()),
      pinned: z.boolean(),
      nested: z.object({ title: z.string() }),
      hint: z.string().optional(),
    });
    expect(emptyValue(resource)).toEqual({ name: '', description: '', phone: null, steps: [], pinned: false, nested: { title: '' } });
  });

  it('picks the first option of a union', () => {
    const alert = z.union([
      z.strictObject({ alert_1: z.object({ title: z.string() }) }),
      z.strictObject({ alert_2: z.object({ title: z.string() }) }),
    ]);
    expect(emptyValue(alert)).toEqual({ alert_1: { title: '' } });
    expect(unionOptionOf([...(alert as unknown as { options: z.ZodType[] }).options], { alert_2: { title: 42 } })).toBe(1);
  });
});

describe('labels and errors', () => {
  it('humanizes keys', () => {
    expect(humanize('breathing_steps')).toBe('Breathing steps');
    expect(humanize('alert_1')).toBe('Alert 1');
  });
  it("maps the server's 422 to the form's paths", () => {
    expect(formErrors({ 'config.items.0.alert_1.title': ['The field is required'], config: ['x'] })).toEqual({
      'items.0.alert_1.title': 'The field is required',
      '': 'x',
    });
  });
});
