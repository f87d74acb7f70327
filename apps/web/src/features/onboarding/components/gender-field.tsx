import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import { GENDERS } from '@holdfast/shared/accounts';

export function GenderField({
  value,
  error,
  onChange,
}: {
  value: string | null | undefined;
  error?: ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group label="Gender" withAsterisk value={value ?? ''} onChange={onChange} error={error}>
      <Group mt={6}>
        {GENDERS.map((g) => (
          <Radio key={g} value={g} label={g} />
        ))}
      </Group>
    </Radio.Group>
  );
}
