// A mail is started only while half of its row's lease is left, so one send (bounded by the SMTP send timeout) must
// fit in half the lease: else the lease could end mid-send and another worker send the same mail.
import type { MailConfig } from '../config/AppConfig.js';
import { MailLeaseTooShortError } from './MailLeaseTooShortError.js';

export function assertLeaseCoversSend(config: Pick<MailConfig, 'leaseMs' | 'sendTimeoutMs'>): void {
  if (config.leaseMs < 2 * config.sendTimeoutMs) throw new MailLeaseTooShortError(config.leaseMs, config.sendTimeoutMs);
}
