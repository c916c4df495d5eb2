// JSON schemas of the two forms: types, caps and single-line fields; unknown fields are stripped.
import { formLimits, honeypotField } from './formLimits.js';

const singleLine = '^[^\\r\\n]*$';

const name = { type: 'string', maxLength: formLimits.name, pattern: singleLine } as const;
const email = { type: 'string', maxLength: formLimits.email, pattern: singleLine } as const;
const message = { type: 'string', maxLength: formLimits.message } as const;
const honeypot = { type: 'string', maxLength: 2000 } as const;

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
