// The user-facing error texts of SPEC §8 (and the few HTTP ones the spec does not name).
export const errorMessages = {
  parameter: 'Parameter error',
  loginRequired: 'Please login first',
  signature: 'Signature failed',
  server: 'Server error, please contact customer service',
  notFound: 'Not found',
  tooMany: 'Too many requests',
  tooLarge: 'Payload too large',
  unsupportedMedia: 'Unsupported media type',
  unavailable: 'Service unavailable',
  timeout: 'Request timeout',
  headersTooLarge: 'Request header fields too large',
} as const;
