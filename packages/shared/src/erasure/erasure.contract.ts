import { z } from 'zod';
import { strongPassword } from '../validation';

/**
 * POST users/delete: the account's password (spec 3 section 5: required, the strength rule,
 * minimum 8), with the method override the spec's client sends. `_method` may be left out by a
 * client that posts plainly; when given it must say delete.
 */
export const deleteAccountInputSchema = z.object({
  _method: z.literal('delete').optional(),
  password: strongPassword(),
});
export type DeleteAccountInput = z.output<typeof deleteAccountInputSchema>;
export type DeleteAccountBody = z.input<typeof deleteAccountInputSchema>;

/** The web form: the password alone (the api call adds `_method`). */
export const deleteAccountFormSchema = deleteAccountInputSchema.pick({ password: true });
export type DeleteAccountForm = z.input<typeof deleteAccountFormSchema>;
