// The mail the operator receives for one message: plain text, reply goes to the visitor.
import type { SendMailOptions } from 'nodemailer';

export interface StoredMessage {
  kind: 'contact' | 'quote';
  name: string;
  email: string;
  message: string;
  createdAt: Date;
}

export function operatorMail(
  m: StoredMessage,
  envelope: { from: string; to: string; messageId: string },
): SendMailOptions {
  const what = m.kind === 'contact' ? 'Contact message' : 'Quote request';
  // name and email were validated single-line at the door; the message goes in the body only.
  const who = m.name || m.email || 'anonymous';
  return {
    from: envelope.from,
    to: envelope.to,
    ...(m.email ? { replyTo: m.email } : {}),
    subject: `${what} from ${who}`,
    messageId: envelope.messageId,
    date: m.createdAt,
    text: [`${what} received ${m.createdAt.toISOString()}`, `Name: ${m.name}`, `Email: ${m.email}`, '', m.message].join(
      '\n',
    ),
  };
}
