// The operator CLI: messages (list, CSV/JSON export, handle), whitelist and contract list, seen through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/runCli.js';
import { messages } from '../src/db/schema.js';
import { buildTestApp, form, formHeaders, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  for (const [name, message] of [
    ['Ada', 'first'],
    ['=HYPERLINK("http://evil.example","click")', '+cmd|calc'],
    ['Quote "person"', 'line one\nline two, with comma'],
  ]) {
    await t.app.inject({
      method: 'POST',
      url: '/php/contact-form-process.php',
      payload: form({ name: name as string, email: 'x@example.com', message: message as string }),
      headers: formHeaders,
    });
  }
  await t.app.inject({
    method: 'POST',
    url: '/php/contact-form-process.php',
    payload: form({ name: 'Bot', email: 'bot@example.com', website: 'spam' }),
    headers: formHeaders,
  });
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

describe('operator CLI', () => {
  it('exports messages as CSV that a spreadsheet cannot execute', async () => {
    const { code, text } = await cli('messages', 'export', '--format', 'csv');
    expect(code).toBe(0);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"id","createdAt","kind","name","email","message","agree","spam","handledAt"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"'+cmd|calc"`);
    expect(text).toContain('"Quote ""person"""');
    expect(text).toContain('"line one\nline two, with comma"');
    expect(text).not.toContain('Bot');
    expect(lines.filter((l) => l.startsWith('"') && /^"[0-9a-f-]{36}"/.test(l))).toHaveLength(3);
  });

  it('exports JSON, lists spam separately, and marks messages handled', async () => {
    const all = JSON.parse((await cli('messages', 'export', '--format', 'json')).text) as {
      id: string;
      name: string;
    }[];
    expect(all.map((m) => m.name)).toEqual(['Ada', '=HYPERLINK("http://evil.example","click")', 'Quote "person"']);
    const spam = JSON.parse((await cli('messages', 'list', '--spam', '--format=json')).text);
    expect(spam.map((m: { name: string }) => m.name)).toEqual(['Bot']);

    const ada = all[0]?.id as string;
    expect((await cli('messages', 'handle', ada)).text).toBe('marked 1 message(s) handled\n');
    const open = JSON.parse((await cli('messages', 'list', '--unhandled', '--format', 'json')).text);
    expect(open.map((m: { name: string }) => m.name)).not.toContain('Ada');
    const [row] = (await t.app.db.select().from(messages)).filter((m) => m.id === ada);
    expect(row?.handledAt).toBeInstanceOf(Date);
  });

  it('manages the whitelist the API answers from', async () => {
    const address = `0x${'Ab'.repeat(20)}`;
    expect((await cli('whitelist', 'add', address, 'early', 'supporter')).code).toBe(0);
    const yes = (await t.app.inject({ url: `/api/whitelist?address=${address}` })).json();
    expect(yes.data).toMatchObject({ whitelisted: true, note: 'early supporter' });
    expect((await cli('whitelist', 'list')).text).toContain(address.toLowerCase());
    await cli('whitelist', 'remove', address);
    expect((await t.app.inject({ url: `/api/whitelist?address=${address}` })).json().data.whitelisted).toBe(false);
  });

  it('manages the contract list the API answers from', async () => {
    await cli('contracts', 'set-approval', '137', `0x${'aa'.repeat(20)}`, 'Proxy');
    await cli('contracts', 'set-approval', '137', `0x${'bb'.repeat(20)}`, 'Proxy v2');
    await cli('contracts', 'add', '137', `0x${'11'.repeat(20)}`, 'BulkSend');
    const list = (await t.app.inject({ url: '/api/contract/list' })).json().data.list;
    expect(list).toHaveLength(3);
    expect(list[1]).toMatchObject({ kind: 'approval', address: `0x${'bb'.repeat(20)}`, name: 'Proxy v2' });
    expect(list[2]).toMatchObject({ kind: 'bulkSend', chainId: 137, address: `0x${'11'.repeat(20)}` });
    const listed = (await cli('contracts', 'list')).text;
    const id = listed.match(/^(\d+)\tbulkSend/m)?.[1] as string;
    expect((await cli('contracts', 'remove', id)).text).toBe(`removed contract ${id}\n`);
    expect((await t.app.inject({ url: '/api/contract/list' })).json().data.list).toHaveLength(2);
  });

  it('refuses bad input with a usage error', async () => {
    await expect(cli('whitelist', 'add', 'bob')).rejects.toThrow(/not an address/);
    await expect(cli('contracts', 'add', 'polygon', `0x${'11'.repeat(20)}`)).rejects.toThrow(/chainId/);
    await expect(cli('messages', 'list', '--format', 'xml')).rejects.toThrow(/format/);
    await expect(cli('nuke')).rejects.toThrow(/unknown command/);
  });
});
