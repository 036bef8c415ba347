/** Field rules more than one form shares (docs/product.md#validation). */
export const validation = {
  password: {
    number: 'Password must have at least one number.',
    special: 'Password must have at least one special character.',
    uppercase: 'Password must have at least 1 uppercase letter.',
    length: 'Password must be at least 6 characters long.',
  },
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL',
  timeZone: 'Pick a time zone from the list.',
  /** Field messages built from the field's label (a form's label, or an API field's name). */
  required: (label: string) => `${label} is required.`,
  mustBeText: (label: string) => `${label} must be text.`,
  mustBeBoolean: (label: string) => `${label} must be true or false.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  tooLongPlain: (label: string) => `${label} is too long.`,
  incomplete: (label: string) => `${label} is incomplete.`,
  invalid: (label: string) => `${label} is invalid.`,
  notValid: (label: string) => `${label} is not valid.`,
  notUrl: (label: string) => `${label} must be a URL.`,
  notHttpsUrl: (label: string) => `${label} must be an https URL.`,
  notBase64url: (label: string) => `${label} must be base64url.`,
  sessionId: (label: string) => `${label} must be a session id.`,
  paymentId: (label: string) => `${label} must be a payment id.`,
  /** Not in the old system: text with a control character or half a surrogate pair (issue 13). */
  unsafeText: (label: string) => `${label} contains a character that cannot be saved (an invisible control character). Remove it and try again.`,
} as const;
