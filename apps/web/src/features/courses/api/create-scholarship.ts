import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesApiPaths as paths, type Scholarship, type ScholarshipAnswer, type ScholarshipInput } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';
import { scholarshipsQueryKey } from './list-scholarships';

export function createScholarship(input: ScholarshipInput) {
  return api.post<ScholarshipAnswer>(paths.scholarships, input);
}

/** Applies, and puts the new application in the cached list so the card turns to its pending state. */
export function useCreateScholarship() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createScholarship,
    onSuccess: (answer) => client.setQueryData<Scholarship[]>(scholarshipsQueryKey, (list) => [...(list ?? []), answer.scholarship]),
  });
}
