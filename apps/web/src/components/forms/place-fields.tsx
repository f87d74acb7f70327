import { Select, SimpleGrid, type SelectProps } from '@mantine/core';

type FieldProps = Pick<SelectProps, 'value' | 'onChange' | 'error' | 'onBlur' | 'onFocus'>;

/** Country and time zone pickers side by side (onboarding and the profile use the same pair). */
export function PlaceFields({
  countries,
  timezones,
  countryProps,
  timezoneProps,
}: {
  countries: readonly { id: number; name: string }[] | undefined;
  timezones: readonly { id: number; name: string }[] | undefined;
  countryProps: FieldProps;
  timezoneProps: FieldProps;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select label="Country" searchable clearable data={options(countries)} {...countryProps} />
      <Select label="Time Zone" searchable clearable data={options(timezones)} {...timezoneProps} />
    </SimpleGrid>
  );
}

function options(items: readonly { id: number; name: string }[] | undefined) {
  return (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
}
