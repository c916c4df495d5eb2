// Length caps and the honeypot field name of the contact and quote forms.
export const formLimits = {
  name: 200,
  /** RFC 5321 path limit. */
  email: 254,
  message: 5000,
} as const;

/** Hidden field that humans leave empty; anything in it marks the post as spam. */
export const honeypotField = 'website';
