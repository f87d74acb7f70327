import {
  COACH_RESOURCE_MAX_BYTES,
  COACH_RESOURCE_MIME,
  COACH_RESOURCE_TITLE_MAX,
  coachingTexts as t,
  createCoachResourceFieldsSchema,
  type CoachResourceType,
} from '@holdfast/shared/coaching';
import { validationMessages as m } from '@holdfast/shared/validation';

export interface ResourceValues {
  title: string;
  resource_type: CoachResourceType | '';
  file: File | null;
  external_link: string;
}

/** The files a type accepts, for the file input's `accept` (the server checks the bytes as well). */
export const acceptOf = (type: CoachResourceType | '') =>
  type && type !== 'external-link' ? COACH_RESOURCE_MIME[type].join(',') : undefined;

/**
 * Spec 3 section 5's resource form: title required; a file for a file type (of that type, at most
 * 8 MB: 'File size should be less than 8 MB') or a link for an external link.
 */
export function validateResource(values: ResourceValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const title = values.title.trim();
  if (!title) errors.title = t.titleRequired;
  else if (title.length > COACH_RESOURCE_TITLE_MAX) errors.title = m.maxLength(COACH_RESOURCE_TITLE_MAX);
  const type = values.resource_type;
  if (!type) errors.resource_type = m.required;
  else if (type === 'external-link') {
    const link = values.external_link.trim();
    if (!link) errors.external_link = t.linkRequired;
    else {
      const parsed = createCoachResourceFieldsSchema.shape.external_link.safeParse(link);
      if (!parsed.success) errors.external_link = parsed.error.issues[0]?.message ?? m.invalid;
    }
  } else if (!values.file) errors.file = t.fileRequired;
  else if (values.file.size > COACH_RESOURCE_MAX_BYTES) errors.file = t.fileTooLarge;
  else if (!COACH_RESOURCE_MIME[type].includes(values.file.type)) errors.file = t.fileTypeNotAllowed;
  return errors;
}
