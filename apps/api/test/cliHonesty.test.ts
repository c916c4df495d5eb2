// Issue 31, the operator CLI: a list cut at --limit says more exist, an unknown id is an error (exit 1), and JSON
// output keeps stored U+2028/U+2029 escaped without breaking the indentation (PGlite, and PostgreSQL).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/runCli.js';
import { buildTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function cli(...args: string[]) {
  let text = '';
  const code = await runCli(args, t.app.db, (s) => {
    text += s;
  });
  return { code, text };
}

describe('cli', () => {
  it('outbox list --status failed says more exist past the limit', async () => {
    await t.app.db.execute(sql`
      with m as (
        insert into messages (kind, name, email, message, agree, spam, ip, user_agent)
        select 'contact', 'n' || g, 'e@example.com', '', false, false, '', '' from generate_series(1, 100) g
        returning id)
      insert into outbox (message_id, mail_message_id, status, last_error)
      select id, '<m-' || id || '>', 'failed', '550 no' from m`);
    const { code, text } = await cli('outbox', 'list', '--status', 'failed');
    expect(code).toBe(0);
    expect(text).toMatch(/\(50 rows; more exist: raise --limit\)/);
    expect((await cli('outbox', 'list', '--status', 'failed', '--limit', '100')).text).toMatch(/\(100 rows\)\n$/);
  });

  it('messages handle and outbox retry with an unknown id exit 1 naming it', async () => {
    const unknown = randomUUID();
    const handle = await cli('messages', 'handle', unknown);
    expect(handle.code).toBe(1);
    expect(handle.text).toContain(`unknown message id: ${unknown}`);
    const retry = await cli('outbox', 'retry', unknown);
    expect(retry.code).toBe(1);
    expect(retry.text).toContain(`unknown outbox or message id: ${unknown}`);
  });

  it('JSON output escapes U+2028/U+2029 in stored text without inserting spaces', async () => {
    await t.app.db.execute(sql`insert into messages (kind, name, email, message, agree, spam, ip, user_agent)
      values ('contact', ${'a\u2028b\u2029c'}, 'sep@example.com', '', false, false, '', '')`);
    const { text } = await cli('messages', 'list', '--format', 'json', '--limit', '500');
    const row = (JSON.parse(text) as { name: string; email: string }[]).find((r) => r.email === 'sep@example.com');
    expect(row?.name).toBe('a\u2028b\u2029c');
    expect(text).toContain('a\\u2028b\\u2029c');
  });
});
