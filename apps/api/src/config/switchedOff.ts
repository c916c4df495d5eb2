// The start-up notice: each feature that is off because a setting is missing, how to switch it on, and the README
// section that explains it. A new operator reads it in the terminal of `npm start` instead of finding out from the
// Tool ("the operator has not set a fee owner").
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from './AppConfig.js';

export function switchedOff(config: AppConfig): string[] {
  const off: string[] = [];
  if (!config.chains?.owner) {
    off.push(
      'Sending with BulkSend: no fee owner, so no chain gets a BulkSend address or the deploy offer. ' +
        'Set BULKSEND_OWNER=0x… (apps/api/README.md, "Chains and tokens at run time").',
    );
  }
  if (!config.mail) {
    off.push(
      'Mail of contact and quote posts: posts are stored, nobody is mailed. ' +
        'Set SMTP_URL and MAIL_TO (apps/api/README.md, "Mail without loss").',
    );
  }
  if (!config.webDist || !existsSync(join(config.webDist, 'index.html'))) {
    off.push(
      'The site: apps/web/dist is not built, only the API answers. Run `npm start` from the repo root (or set WEB_DIST).',
    );
  }
  return off;
}

/** The block printed once at start, or '' when nothing is off. */
export function switchedOffNotice(config: AppConfig): string {
  const off = switchedOff(config);
  if (off.length === 0) return '';
  return `fanout api: switched off until configured:\n${off.map((line) => `  - ${line}\n`).join('')}`;
}
