/** A validated contact message or quote request, ready to store. */
export interface NewMessage {
  kind: 'contact' | 'quote';
  name: string;
  email: string;
  message: string;
  agree: boolean;
  spam: boolean;
  ip: string;
  userAgent: string;
}
