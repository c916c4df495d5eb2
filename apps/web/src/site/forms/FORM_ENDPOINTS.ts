// The API routes the site's forms post to (SPEC §7; the original PHP paths are kept).
export const FORM_ENDPOINTS = {
  contact: '/php/contact-form-process.php',
  quote: '/php/quote-form-process.php',
} as const;
