import { ConfigError } from '../config/ConfigError.js';

/** MAIL_LEASE_MS shorter than twice the SMTP send timeout: a mail started with half the lease left could still be
 * under way when the lease ends, and another worker would send it again. The process refuses to start. */
export class MailLeaseTooShortError extends ConfigError {
  override name = 'MailLeaseTooShortError';
  readonly messageKey = 'mailLeaseTooShort';
  constructor(leaseMs: number, sendTimeoutMs: number) {
    super(
      'MAIL_LEASE_MS',
      `${leaseMs} ms is shorter than twice the SMTP send timeout (MAIL_SEND_TIMEOUT_MS ${sendTimeoutMs} ms): ` +
        `set it to at least ${2 * sendTimeoutMs}`,
    );
  }
}
