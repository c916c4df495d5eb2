// The contact and quote forms' contract with the site: paths, length caps and the honeypot field name. The site keeps
// its own copy (apps/web/src/site/forms: FORM_ENDPOINTS, FORM_LIMITS, HONEYPOT_FIELD: the apps import no code of each
// other); apps/web/src/testing/apiFormContract.test.tsx holds the two equal.

/** The site's original PHP paths, kept. */
export const formPaths = {
  contact: '/php/contact-form-process.php',
  quote: '/php/quote-form-process.php',
} as const;

export const formLimits = {
  name: 200,
  /** RFC 5321 path limit. */
  email: 254,
  message: 5000,
} as const;

/** Hidden field that humans leave empty; anything in it marks the post as spam. */
export const honeypotField = 'website';
