import { oldOnboardingSchema } from '@holdfast/shared/accounts';
import { useZodForm } from '@/lib/form';
import { OLD_FLOW_KEY, readStep, writeStep } from '../lib/onboarding-storage';
import { useFlowKey } from '../lib/use-flow-key';

export interface OldFlowValues extends Record<string, unknown> {
  display_name: string;
  gender: string | null;
  is_married: boolean;
  is_student: boolean;
  zip_code: string;
  is_leader: boolean;
  church: string;
}

/** The old flow keeps one form over three routes; each step validates only its own fields. */
export function useOldFlowForm() {
  const key = useFlowKey(OLD_FLOW_KEY);
  const saved = readStep<OldFlowValues>(key);
  return useZodForm<OldFlowValues>(oldOnboardingSchema, {
    onValuesChange: (values) => writeStep<OldFlowValues>(key, values),
    initialValues: {
      display_name: saved.display_name ?? '',
      gender: saved.gender ?? null,
      is_married: saved.is_married ?? false,
      is_student: saved.is_student ?? false,
      zip_code: saved.zip_code ?? '',
      is_leader: saved.is_leader ?? false,
      church: saved.church ?? '',
    },
  });
}

/** Validates the given fields; true when all pass (errors are shown on those fields). */
export function validateStep(form: ReturnType<typeof useOldFlowForm>, fields: (keyof OldFlowValues & string)[]): boolean {
  let ok = true;
  for (const field of fields) if (form.validateField(field).hasError) ok = false;
  return ok;
}
