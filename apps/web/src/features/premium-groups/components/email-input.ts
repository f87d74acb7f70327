/** The e-mail field of the submit steps that ask for one. */
export const emailInput = { label: 'Email', type: 'email', autoComplete: 'email', withAsterisk: true } as const;
