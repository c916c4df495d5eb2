// A real local SMTP server (smtp-server) that records what it receives and can be told to refuse (4xx/5xx) or stop.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MailConfig } from '../src/config/AppConfig.js';

export interface ReceivedMail {
  messageId: string;
  from: string;
  to: string[];
  raw: string;
}

export class SmtpTestServer {
  readonly mails: ReceivedMail[] = [];
  /** ok: accept; temporary: 451; permanent: 554. */
  mode: 'ok' | 'temporary' | 'permanent' = 'ok';
  /** Delay before answering each mail, to play a slow server. */
  delayMs = 0;
  port = 0;
  #server: SMTPServer | undefined;

  async start(port = this.port): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      // Drop the client's pooled connections at once on stop(), as a crashed or restarted server would.
      closeTimeout: 50,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', async () => {
          if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
          if (this.mode !== 'ok') {
            const code = this.mode === 'temporary' ? 451 : 554;
            callback(Object.assign(new Error(code === 451 ? 'try again later' : 'rejected'), { responseCode: code }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({
            messageId: raw.match(/^Message-ID:\s*(.+?)\r?$/im)?.[1] ?? '',
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => {});
    this.#server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get running(): boolean {
    return this.#server !== undefined;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Mail settings for tests: this server, fast polling and backoff, a lease long enough for a slow machine. */
export function testMailConfig(smtpUrl: string, overrides: Partial<MailConfig> = {}): MailConfig {
  return {
    smtpUrl,
    to: 'operator@fanout.test',
    from: 'Fanout <no-reply@fanout.test>',
    pollMs: 50,
    leaseMs: 5000,
    sendTimeoutMs: 2000,
    backoffBaseMs: 50,
    backoffMaxMs: 200,
    maxAttempts: 1000,
    ...overrides,
  };
}
