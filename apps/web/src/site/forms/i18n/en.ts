// English texts of the site's forms: contact, quote and newsletter forms, their alerts and the reasons a post was refused (i18next namespace `forms`).
export const en = {
  talkToUs: {
    kicker: 'Contact',
    title: 'Talk to us',
    lead: 'Questions about a payout, a list or a workshop? Write to us.',
    promise: 'We answer within 24 hours on business days.',
  },
  contactForm: {
    name: 'Name',
    email: 'Email',
    message: 'Message',
    messagePlaceholder: 'What are you planning to send, and to how many people?',
    send: 'Send message',
    sending: 'Sending…',
  },
  alert: {
    success: 'Form submitted successfully',
    error: 'Found error in the form. Please check again.',
  },
  quoteForm: {
    title: 'Get a quote',
    lead: 'Tell us about your payout: we reply by email within 24 hours on business days.',
    name: 'Name',
    email: 'Email',
    message: 'Project details',
    agree: '{{fanout}} may email me about this request',
    send: 'Get a quote',
  },
  refusal: {
    email: 'That email address was not accepted. Please check it, for example name@example.com.',
    tooLongField: '“{{field}}” is too long: at most {{max}} characters.',
    tooLong: 'The form is too long to send. Please shorten the message.',
    invalidField: '“{{field}}” was not accepted. Please check it and send again.',
    invalid: 'The form was not accepted. Please check the fields and send again.',
    tooMany: 'Too many messages from your connection. Please wait a few minutes and send again.',
    server: 'Something went wrong on our side. Your text is still here: please send again in a few minutes.',
    offline: 'We could not reach the server. Check your connection: your text is still here.',
  },
  honeypot: 'Leave this field empty',
  namePlaceholder: 'Your name',
  emailPlaceholder: '{{exampleEmail}}',
  newsletter: {
    subscribe: 'Subscribe',
  },
} as const;
