/** Form message texts from spec 1 section 5, used by the server's 422 answers and the web forms alike. */
export const validationMessages = {
  required: 'The field is required',
  notNumber: 'The field is not a valid number',
  email: 'The email provided is not a valid email',
  minLength: (n: number) => `The field must be at least ${n} characters long`,
  maxLength: (n: number) => `The field must have a max length of ${n}`,
  minValue: (n: number) => `The field must be at least ${n}`,
  groupName: 'The group name is not correct',
  password: 'The password provided does not match the requirements',
  confirmPassword: 'The confirm password does not match',
  invalid: 'The field is invalid',
  passwordsDoNotMatch: 'Passwords do not match',
  strongPassword: 'Password must be a strong password',
  passwordUpper: 'Password must contain at least one upper case letter',
  passwordLower: 'Password must contain at least one lower case letter',
  passwordDigit: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character (!@#$%*)',
} as const;
