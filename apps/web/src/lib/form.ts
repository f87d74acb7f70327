import { useForm, type UseFormInput } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';

/**
 * Mantine form bound to a shared zod schema. Errors appear once a field has been left
 * (touched); an invalid submit validates, and so shows, every field; Enter cannot submit
 * an invalid form because Mantine's onSubmit validates first.
 */
export function useZodForm<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  options: Omit<UseFormInput<Values>, 'validate'> & { initialValues: Values },
) {
  return useForm<Values>({
    mode: 'controlled',
    validateInputOnBlur: true,
    ...options,
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
  });
}

/** Radio groups hold booleans as 'yes' / 'no'. */
export function toYesNo(value: boolean | null | undefined): string {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return '';
}

export function fromYesNo(value: string): boolean | null {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return null;
}
