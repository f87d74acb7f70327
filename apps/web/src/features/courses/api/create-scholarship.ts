import { useMutation } from '@tanstack/react-query';
import type { ScholarshipInput } from '@holdfast/shared/courses';
import { api } from '../../../lib/api-client';

export function createScholarship(input: ScholarshipInput) {
  return api.post<{ message: string }>('user-scholarships', input);
}

export function useCreateScholarship() {
  return useMutation({ mutationFn: createScholarship });
}
