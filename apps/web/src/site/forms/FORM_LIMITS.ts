// Longest values the API takes for the contact and quote fields (apps/api/src/forms/formLimits.ts); the fields
// stop there (maxlength) so a visitor never types what the server will refuse.
export const FORM_LIMITS = {
  name: 200,
  email: 254,
  message: 5000,
} as const;
