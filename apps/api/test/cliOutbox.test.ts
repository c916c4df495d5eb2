// Issue 20 (3): the operator sees each message's mail (pending, sent, failed with the last error, attempts) and can
// list the outbox by status and send a failed mail again, through a real local SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/runCli.js';
import { buildTestApp, form, formHeaders, type TestApp } from './helper.js';
import { SmtpTestServer, testMailConfig, waitFor } from './smtpTestServer.js';

const smtp = new SmtpTestServer();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await buildTestApp({ mail: testMailConfig(smtp.url) });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

async function cli(...args: string[]) {
  let text = '';
  const code = await runCli(args, t.app.db, (s) => {
    text += s;
  });
  return { code, text };
}

interface ListedMessage {
  id: string;
  name: string;
  mailStatus: string;
  mailAttempts: number;
  mailError: string;
}

async function listed(...flags: string[]): Promise<ListedMessage[]> {
  return JSON.parse((await cli('messages', 'list', '--format', 'json', ...flags)).text);
}

describe('mail status for the operator', () => {
  it('shows sent and failed mail, lists the outbox by status, and retries a failed mail', async () => {
    const post = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/php/contact-form-process.php',
        payload: form({ name, email: `${name.toLowerCase()}@example.com`, message: 'hello' }),
        headers: formHeaders,
      });
    expect((await post('Delivered')).statusCode).toBe(200);
    await waitFor(async () => (await listed('--mail', 'sent')).length === 1);

    smtp.mode = 'permanent';
    expect((await post('Bounced')).statusCode).toBe(200);
    await waitFor(async () => (await listed('--mail', 'failed')).length === 1);

    const [bounced] = await listed('--mail', 'failed');
    expect(bounced).toMatchObject({ name: 'Bounced', mailStatus: 'failed', mailAttempts: 1 });
    expect(bounced?.mailError).toMatch(/554|rejected/);
    expect((await listed('--mail', 'sent')).map((m) => m.name)).toEqual(['Delivered']);

    const table = (await cli('messages', 'list')).text;
    expect(table.split('\n')[0]).toContain('mailStatus\tmailAttempts\tmailError');
    expect(table).toMatch(/Bounced\t.*\tfailed\t1\t.*554/);

    const csv = (await cli('messages', 'export')).text;
    expect(csv).toMatch(/"Bounced".*"failed","1","[^"]*554/);

    const failed = JSON.parse((await cli('outbox', 'list', '--status', 'failed', '--format', 'json')).text);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ messageId: bounced?.id, status: 'failed', attempts: 1, name: 'Bounced' });
    expect(JSON.parse((await cli('outbox', 'list', '--format', 'json')).text)).toHaveLength(2);

    smtp.mode = 'ok';
    const before = smtp.mails.length;
    expect((await cli('outbox', 'retry', bounced?.id as string)).text).toBe(
      'queued 1 failed mail(s) for another attempt\n',
    );
    await waitFor(async () => (await listed('--mail', 'sent')).length === 2);
    expect(smtp.mails.length).toBe(before + 1);
    expect(smtp.mails.at(-1)?.raw).toContain('Bounced');
    // A sent mail is not sent again by a retry.
    expect((await cli('outbox', 'retry', '--all-failed')).text).toBe('queued 0 failed mail(s) for another attempt\n');
  });

  it('refuses retry without ids, or with something that is not an id', async () => {
    await expect(cli('outbox', 'retry')).rejects.toThrow(/needs outbox or message ids, or --all-failed/);
    await expect(cli('outbox', 'retry', 'abc')).rejects.toThrow(/not an id/);
    await expect(cli('outbox', 'resend')).rejects.toThrow(/unknown outbox command/);
  });
});
