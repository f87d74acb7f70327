import { ActionIcon, Button, Card, Fieldset, Group, NumberInput, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { createContext, useContext, useState } from 'react';
import type { z } from 'zod';
import { configsConsoleTexts as t } from '@holdfast/shared/admin';
import { childPath, emptyValue, humanize, optionLabel, shapeOf, unionOptionOf, type Shape } from '../lib/schema-shape';

interface FieldProps {
  schema: z.ZodType;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The field's path in the value ('items.0.alert_1.title'; '' for the root). */
  path: string;
  label: string;
  /** Messages by path (the server's 422, mapped by formErrors). */
  errors: Record<string, string>;
}

/** What a screen may tell the generated form: keys it leaves out, labels of enum values. */
export interface SchemaFormOptions {
  omitKeys?: readonly string[];
  enumLabels?: Record<string, string>;
}
const OptionsContext = createContext<SchemaFormOptions>({});

/** A long text (a message, a prayer, a reading) gets a text area. */
const isLong = (s: Extract<Shape, { kind: 'string' }>, label: string) =>
  !/link|url/i.test(label) &&
  s.format !== 'url' &&
  ((s.maxLength ?? 0) > 200 || /message|text|prayer|content|description|steps?\b/i.test(label));

/**
 * A form generated from a zod schema (the system configs' shapes in shared/reference): objects as
 * field sets, strings, numbers, switches, selects, lists of any of these with add, remove and
 * move, unions as a choice of option, and a JSON box for a part it does not know. A new config
 * type needs no new screen. Errors are shown beside the field their path names.
 */
export function SchemaForm({
  schema,
  value,
  onChange,
  errors,
  options = {},
}: Omit<FieldProps, 'path' | 'label'> & { options?: SchemaFormOptions }) {
  return (
    <OptionsContext.Provider value={options}>
      <Stack gap="sm">
        {errors[''] && (
          <Text c="red" size="sm" role="alert">
            {errors['']}
          </Text>
        )}
        <SchemaField schema={schema} value={value} onChange={onChange} path="" label="" errors={errors} />
      </Stack>
    </OptionsContext.Provider>
  );
}

export function SchemaField(props: FieldProps) {
  const { schema, value, onChange, path, label, errors } = props;
  const { enumLabels = {} } = useContext(OptionsContext);
  const shape = shapeOf(schema);
  const error = path ? errors[path] : undefined;
  switch (shape.kind) {
    case 'object':
      return <ObjectField {...props} shape={shape} />;
    case 'array':
      return <ArrayField {...props} shape={shape} />;
    case 'union':
      return <UnionField {...props} shape={shape} />;
    case 'string': {
      const text = typeof value === 'string' ? value : '';
      const change = (v: string) => onChange(shape.nullable && v === '' ? null : v);
      const common = { label, error, maxLength: shape.maxLength, value: text, withAsterisk: !shape.nullable && !shape.optional };
      return isLong(shape, label) ? (
        <Textarea {...common} rows={3} onChange={(e) => change(e.currentTarget.value)} />
      ) : (
        <TextInput {...common} type={shape.format === 'url' ? 'url' : 'text'} onChange={(e) => change(e.currentTarget.value)} />
      );
    }
    case 'number':
      return (
        <NumberInput
          label={label}
          error={error}
          value={typeof value === 'number' ? value : ''}
          allowDecimal={!shape.integer}
          onChange={(v) => onChange(v === '' ? (shape.nullable ? null : undefined) : Number(v))}
          description={shape.nullable ? t.none : undefined}
        />
      );
    case 'boolean':
      return <Switch label={label} error={error} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />;
    case 'enum':
      return (
        <Select
          label={label}
          error={error}
          data={shape.options.map((o) => ({ value: o, label: enumLabels[o] ?? o }))}
          value={typeof value === 'string' ? value : null}
          clearable={shape.nullable}
          allowDeselect={shape.nullable}
          onChange={(v) => onChange(v ?? null)}
        />
      );
    case 'literal':
      return null;
    default:
      return <JsonField {...props} />;
  }
}

function ObjectField({ shape, value, onChange, path, label, errors }: FieldProps & { shape: Extract<Shape, { kind: 'object' }> }) {
  const { omitKeys = [] } = useContext(OptionsContext);
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const fields = shape.fields
    .filter(([key]) => !omitKeys.includes(key))
    .map(([key, fieldSchema]) => (
      <SchemaField
        key={key}
        schema={fieldSchema}
        value={record[key]}
        onChange={(v) => {
          const next = { ...record };
          if (v === undefined) delete next[key];
          else next[key] = v;
          onChange(next);
        }}
        path={childPath(path, key)}
        label={humanize(key)}
        errors={errors}
      />
    ));
  const error = path ? errors[path] : undefined;
  if (!path || !label)
    return (
      <Stack gap="sm">
        {fields}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    );
  return (
    <Fieldset legend={label} radius="md" p="sm">
      <Stack gap="sm">
        {fields}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

function ArrayField({ shape, value, onChange, path, label, errors }: FieldProps & { shape: Extract<Shape, { kind: 'array' }> }) {
  const items = Array.isArray(value) ? value : [];
  const set = (next: unknown[]) => onChange(next);
  const move = (i: number, by: number) => {
    const next = [...items];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    set(next);
  };
  const full = shape.maxItems !== undefined && items.length >= shape.maxItems;
  const error = errors[path];
  const itemLabel = label.replace(/s$/, '');
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm">
        {label}
      </Text>
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.noItems}
        </Text>
      )}
      {items.map((item, i) => (
        <Card key={i} withBorder radius="md" p="xs">
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>
              <SchemaField
                schema={shape.element}
                value={item}
                onChange={(v) => set(items.map((old, j) => (j === i ? v : old)))}
                path={childPath(path, i)}
                label={`${itemLabel} ${i + 1}`}
                errors={errors}
              />
            </div>
            <Stack gap={4}>
              <ActionIcon variant="subtle" aria-label={`${t.moveUp}: ${itemLabel} ${i + 1}`} disabled={i === 0} onClick={() => move(i, -1)}>
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`${t.moveDown}: ${itemLabel} ${i + 1}`}
                disabled={i === items.length - 1}
                onClick={() => move(i, 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t.remove}: ${itemLabel} ${i + 1}`}
                onClick={() => set(items.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Stack>
          </Group>
        </Card>
      ))}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={full}
          onClick={() => set([...items, emptyValue(shape.element)])}
        >
          {`${t.add}: ${itemLabel.toLowerCase()}`}
        </Button>
      </Group>
    </Stack>
  );
}

function UnionField({ shape, value, onChange, path, label, errors }: FieldProps & { shape: Extract<Shape, { kind: 'union' }> }) {
  const index = unionOptionOf(shape.options, value);
  const chosen = shape.options[index]!;
  const single = shape.options.every((o) => shapeOf(o).kind === 'object');
  return (
    <Stack gap="xs">
      {shape.options.length > 1 && (
        <Select
          label={label ? `${label}: kind` : 'Kind'}
          data={shape.options.map((o, i) => ({ value: String(i), label: optionLabel(o, i) }))}
          value={String(index)}
          allowDeselect={false}
          onChange={(v) => {
            const next = shape.options[Number(v)];
            if (next && Number(v) !== index) onChange(emptyValue(next));
          }}
        />
      )}
      <SchemaField schema={chosen} value={value} onChange={onChange} path={path} label={single ? '' : label} errors={errors} />
    </Stack>
  );
}

/** A part the form does not know: its JSON, saved when it parses. */
function JsonField({ value, onChange, path, label, errors }: FieldProps) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [invalid, setInvalid] = useState(false);
  return (
    <Textarea
      label={`${label || 'Value'} (JSON)`}
      value={text}
      rows={6}
      styles={{ input: { fontFamily: 'monospace' } }}
      error={invalid ? 'Not valid JSON' : errors[path]}
      onChange={(e) => {
        setText(e.currentTarget.value);
        try {
          onChange(JSON.parse(e.currentTarget.value));
          setInvalid(false);
        } catch {
          setInvalid(true);
        }
      }}
    />
  );
}
