// JSON schemas of the two forms: types, caps and single-line fields; unknown fields are stripped.
import { formLimits, honeypotField } from './formLimits.js';

// PostgreSQL text cannot hold U+0000: such a value is refused here with 400, before it can reach a statement.
const singleLine = '^[^\\r\\n\\u0000]*$';
const noNul = '^[^\\u0000]*$';

const name = { type: 'string', maxLength: formLimits.name, pattern: singleLine } as const;
const email = { type: 'string', maxLength: formLimits.email, pattern: singleLine } as const;
const message = { type: 'string', maxLength: formLimits.message, pattern: noNul } as const;
const honeypot = { type: 'string', maxLength: 2000, pattern: noNul } as const;

const accepted = {
  type: 'object',
  properties: { data: { type: 'object', properties: { received: { type: 'boolean' } } } },
} as const;

export const contactSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'email'],
    properties: { name, email, message, [honeypotField]: honeypot },
  },
  response: { 200: accepted },
} as const;

export const quoteSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['message', 'agree'],
    properties: {
      name,
      email,
      message,
      // A checkbox posts `agree=on`; JSON clients may send true.
      agree: { type: 'string', enum: ['on', 'true', '1', 'yes'] },
      [honeypotField]: honeypot,
    },
  },
  response: { 200: accepted },
} as const;
