// The operator CLI: messages (list, CSV/JSON export, handle), whitelist and contract list, seen through the API.
import { getAddress } from 'ethers';
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
    expect(lines[0]).toBe(
      '"id","createdAt","kind","name","email","message","agree","spam","handledAt","mailStatus","mailAttempts","mailError"',
    );
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
    const address = getAddress(`0x${'ab'.repeat(20)}`);
    expect((await cli('whitelist', 'add', address, 'early', 'supporter')).code).toBe(0);
    const yes = (await t.app.inject({ url: `/api/whitelist?address=${address}` })).json();
    expect(yes.data).toMatchObject({ whitelisted: true });
    expect((await cli('whitelist', 'list')).text).toContain(`${address.toLowerCase()}\tearly supporter`);
    // A mistyped checksum is caught before it lands on the list.
    await expect(cli('whitelist', 'add', `0x${'Ab'.repeat(20)}`)).rejects.toThrow(/not an address/);
    await cli('whitelist', 'remove', address);
    expect((await t.app.inject({ url: `/api/whitelist?address=${address}` })).json().data.whitelisted).toBe(false);
  });

  it('keeps the contracts commands as aliases over the chain settings the API answers from', async () => {
    const proxy = getAddress(`0x${'bb'.repeat(20)}`);
    await cli('contracts', 'set-approval', '137', `0x${'aa'.repeat(20)}`);
    expect((await cli('contracts', 'set-approval', '56', proxy, 'Proxy', 'v2')).text).toBe(
      `approval-for-all contract set to ${proxy} on chain 56 (contract names are no longer stored)\n`,
    );
    const bulkSend = '0xe7E1a742BC661864ebdcaaF9353e112a69c09D69';
    expect((await cli('contracts', 'add', '137', bulkSend.toLowerCase())).text).toBe(
      `BulkSend of chain 137 set to ${bulkSend}, as \`chains set 137 --bulksend ${bulkSend}\` does\n`,
    );
    const list = (await t.app.inject({ url: '/api/contract/list' })).json().data.list;
    expect(list.slice(1)).toEqual([
      { kind: 'approval', chainId: 56, address: proxy, name: '' },
      { kind: 'bulkSend', chainId: 137, address: bulkSend, name: 'BulkSend' },
    ]);
    // The Tool reads the same address: one home.
    const polygon = JSON.parse((await cli('chains', 'list', '--format', 'json')).text).chains[0];
    expect(polygon.bulkSend).toEqual({
      address: bulkSend,
      source: 'configured',
      reason: null,
      version: 'v3',
      older: [],
    });
    expect((await cli('contracts', 'list', '--format', 'json')).text).toContain(`"address": "${bulkSend}"`);
    // A chain that is not built in needs its facts first; `remove` (by row id) is gone with the table.
    await expect(cli('contracts', 'add', '31337', bulkSend)).rejects.toMatchObject({ name: 'ChainFactsMissingError' });
    await expect(cli('contracts', 'remove', '1')).rejects.toThrow(/retired.*--bulksend predicted.*clear-approval/);
    expect((await cli('contracts', 'clear-approval')).text).toBe('approval-for-all contract cleared\n');
    await cli('chains', 'set', '137', '--bulksend', 'predicted');
    expect((await t.app.inject({ url: '/api/contract/list' })).json().data.list).toHaveLength(2);
  });

  it('shows control characters escaped in table output, so a name cannot drive the terminal', async () => {
    const hostile = [
      ['\u001b[2J\u001b[HCleared', 'ok'],
      ['\u001b]0;owned\u0007Title', '\u001b]8;;http://evil.example\u001b\\link\u001b]8;;\u001b\\'],
      ['Bidi \u202egnp.exe', 'C1 \u009b31m red'],
    ];
    for (const [name, message] of hostile)
      await t.app.inject({
        method: 'POST',
        url: '/php/contact-form-process.php',
        payload: JSON.stringify({ name, email: 'esc@example.com', message }),
        headers: { 'content-type': 'application/json' },
      });
    const table = (await cli('messages', 'list')).text;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    expect(table).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(table).toContain('\\e[2J\\e[HCleared');
    expect(table).toContain('\\e]0;owned\\x07Title');
    expect(table).toContain('\\e]8;;http://evil.example\\e\\link');
    expect(table).toContain('Bidi \\u202egnp.exe');
    expect(table).toContain('C1 \\x9b31m red');
    const json = (await cli('messages', 'list', '--format', 'json')).text;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(JSON.parse(json).map((m: { name: string }) => m.name)).toContain('Bidi \u202egnp.exe');
    // CSV is for spreadsheets: the text is kept as sent, and formulas stay neutralised.
    const csv = (await cli('messages', 'export')).text;
    expect(csv).toContain('"\u001b[2J\u001b[HCleared"');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });

  it('refuses an option the command does not know instead of ignoring it', async () => {
    await expect(cli('messages', 'list', '--failed')).rejects.toThrow(
      /unknown option --failed for "messages list"; it accepts --kind, .*--mail/,
    );
    await expect(cli('messages', 'export', '--limt', '5')).rejects.toThrow(/unknown option --limt/);
    await expect(cli('whitelist', 'add', `0x${'ab'.repeat(20)}`, '--force')).rejects.toThrow(
      /unknown option --force for "whitelist add"; it takes no options/,
    );
    await expect(cli('messages', 'list', '--spam=yes')).rejects.toThrow(/--spam takes no value/);
    await expect(cli('outbox', 'list', '--status', 'lost')).rejects.toThrow(/--status is pending, sent, failed/);
  });

  it('refuses bad input with a usage error', async () => {
    await expect(cli('whitelist', 'add', 'bob')).rejects.toThrow(/not an address/);
    await expect(cli('contracts', 'add', 'polygon', `0x${'11'.repeat(20)}`)).rejects.toThrow(/chain id/);
    await expect(cli('messages', 'list', '--format', 'xml')).rejects.toThrow(/format/);
    await expect(cli('nuke')).rejects.toThrow(/unknown command/);
  });
});
