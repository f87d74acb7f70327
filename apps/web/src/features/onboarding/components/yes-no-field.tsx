import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import { fromYesNo, toYesNo } from '@/lib/form';

/** A required yes/no question holding a boolean (null until answered). */
export function YesNoField({
  label,
  value,
  error,
  onChange,
}: {
  label: ReactNode;
  value: boolean | null | undefined;
  error?: ReactNode;
  onChange: (value: boolean | null) => void;
}) {
  return (
    <Radio.Group label={label} withAsterisk value={toYesNo(value)} onChange={(v) => onChange(fromYesNo(v))} error={error}>
      <Group mt={6}>
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </Group>
    </Radio.Group>
  );
}
