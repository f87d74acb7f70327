import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updatePasswordInputSchema } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';

export function updatePassword(input: z.input<typeof updatePasswordInputSchema>): Promise<{ message: string }> {
  return api.put('users/update-password', input);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
