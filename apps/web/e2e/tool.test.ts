// The Tool page end to end in Chromium: real API (PGlite), a local Hardhat chain (id 137, BulkSend, 6-decimal
// demo token) and the built site, with a test wallet injected as an EIP-1193 provider forwarding to the node.
import { parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { openPage } from './openPage.js';
import { shown } from './shown.js';
import { connect, nativeBalances, openTransfer, recipients, tokenBalances, useToolChainFixture } from './toolPage.js';

// biome-ignore lint/correctness/useHookAtTopLevel: a vitest fixture (registers beforeAll/afterAll), not a React hook.
const fx = useToolChainFixture();

describe('connect modal and session', () => {
  // The file's first page: its cold start (site, chain, first sign-in) shares the machine with the other browser file.
  it('connects, signs in and shows the abbreviated address; Disconnect ends the session', {
    timeout: 120_000,
  }, async () => {
    const account = fx.account(1);
    const { page, wallet } = await fx.open({ account });
    await connect(page);
    const short = `${account.toLowerCase().slice(0, 5)}...${account.toLowerCase().slice(-5)}`;
    await expect.poll(() => page.getByTestId('connect-button').innerText(), { timeout: 60_000 }).toBe(short);
    expect(wallet.calls).toContain('personal_sign');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('Authorization')), { timeout: 60_000 })
      .toBeTruthy();
    await page.getByTestId('connect-button').click();
    await expect.poll(() => page.getByRole('dialog').innerText()).toContain('Signed in');
    // The sign-in dialog may still be closing itself (a late "signed in" on a loaded machine) as the member opens it
    // again: open it once more and press Disconnect, as the member would.
    await expect
      .poll(
        async () => {
          const disconnect = page.getByRole('dialog').getByRole('button', { name: 'Disconnect' });
          if ((await disconnect.count()) > 0) await disconnect.click({ timeout: 2000 }).catch(() => undefined);
          else
            await page
              .getByTestId('connect-button')
              .click({ timeout: 2000 })
              .catch(() => undefined);
          return page.getByTestId('connect-button').innerText();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe('Connect');
  });

  it('the dialog closed and opened again while the wallet asks for the signature stays open once signed in (it closed itself)', async () => {
    const { page, wallet } = await fx.open({ account: fx.account(5) });
    let release = () => undefined as void;
    const asked = new Promise<void>((resolve) => {
      wallet.beforeSign = () => {
        resolve();
        return new Promise<void>((done) => {
          release = done;
        });
      };
    });
    await page.getByTestId('connect-button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'MetaMask' }).click();
    await asked;
    // The member closes the dialog while the wallet's prompt is open, then opens it again to look.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
    await page.getByTestId('connect-button').click();
    const state = page.getByRole('dialog').locator('.wallet-login-state');
    await expect.poll(() => shown(state), { timeout: 20_000 }).toBe('Waiting for your signature…');
    release();
    await expect.poll(() => shown(state), { timeout: 30_000 }).toBe('Signed in');
    // The dialog the member opened is still theirs: the sign-in started in the closed one does not close it.
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('connect-button').innerText(), { timeout: 20_000 }).toBe('Connect');
  });

  it('shows a refused signature in the current language (Chinese)', async () => {
    const { page } = await fx.open({ account: fx.account(2), wallet: { rejectSignatures: true }, language: 'chs' });
    await page.getByTestId('connect-button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'MetaMask' }).click();
    await expect
      .poll(() => page.getByRole('dialog').getByRole('alert').innerText(), { timeout: 20_000 })
      .toContain('签名失败');
  });

  it('prompts to switch from a wrong network and switches to Polygon', async () => {
    const { page, wallet } = await fx.open({ account: fx.account(3), wallet: { chainId: 1 } });
    await connect(page);
    await page.keyboard.press('Escape');
    const prompt = page.locator('.tool-main .wallet-network-prompt');
    await expect.poll(() => prompt.innerText(), { timeout: 20_000 }).toContain('The Tool runs on Polygon');
    await prompt.getByRole('button', { name: 'Switch to Polygon' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    expect(wallet.calls).toContain('wallet_switchEthereumChain');
  });
});

describe('wallet generator', () => {
  it('creates 10 EVM and 10 Aptos wallets without any network request', async () => {
    const { page } = await fx.open({ account: fx.account(4) });
    await page.getByRole('button', { name: 'Create' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The generators' code is fetched when the member reaches for the generator, not with the page.
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .join(' '),
      );
    expect(await scripts()).not.toMatch(/generate(Evm|Aptos)Wallets/);
    const inFlight = new Set<string>();
    page.on('request', (request) => inFlight.add(request.url()));
    page.on('requestfinished', (request) => inFlight.delete(request.url()));
    page.on('requestfailed', (request) => inFlight.delete(request.url()));
    await page.getByLabel('Number of wallets').hover();
    await expect
      .poll(scripts)
      .toMatch(/generateEvmWallets.*generateAptosWallets|generateAptosWallets.*generateEvmWallets/);
    await expect.poll(() => inFlight.size).toBe(0);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByRole('button', { name: 'Create' }).click();
    const rows = page.getByTestId('wallet-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    const evm = await rows.locator('td:nth-child(2) code').allInnerTexts();
    for (const address of evm) expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(new Set(evm).size).toBe(10);
    expect(await page.getByTestId('copy-text').inputValue()).toContain(evm[0]);

    // The EVM keys were neither downloaded nor copied: switching type asks first.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByLabel('Aptos').check();
    expect(await page.getByTestId('copy-text').count()).toBe(0);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(async () => (await rows.locator('td:nth-child(2) code').allInnerTexts())[0]?.length).toBe(66);
    expect(await rows.count()).toBe(10);
    const keys = await rows.locator('td:nth-child(3) code').allInnerTexts();
    for (const key of keys) expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    expect(requests).toEqual([]);
  });

  it('funds generated wallets: Use as recipients fills the transfer list, POL reaches each of them', async () => {
    const { page } = await fx.open({ account: fx.account(0) });
    await connect(page);
    await page.getByLabel('Number of wallets').fill('3');
    await page.getByRole('button', { name: 'Create' }).click();
    const rows = page.getByTestId('wallet-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const addresses = await rows.locator('td:nth-child(2) code').allInnerTexts();
    await page.getByLabel('Amount for each').fill('0.25');
    expect(await page.getByRole('button', { name: 'Use as recipients' }).isDisabled()).toBe(true);
    await page.getByTestId('keys-saved').check();
    await page.getByRole('button', { name: 'Use as recipients' }).click();
    await page.getByLabel('Pay token').selectOption({ label: 'POL' });
    await expect.poll(() => shown(page.getByTestId('preview-total'))).toBe('0.75 POL');
    // The figures come as the list and token settle; one press signs.
    await expect.poll(() => page.getByTestId('estimate').innerText(), { timeout: 20_000 }).toContain('Total cost');
    await page.getByTestId('send').click();
    await expect.poll(() => page.getByTestId('send-success').locator('li').count(), { timeout: 60_000 }).toBe(1);
    expect(await nativeBalances(fx.chain, addresses)).toEqual(addresses.map(() => parseUnits('0.25', 18)));
  });

  it('refuses a count of 100 or more with the tip', async () => {
    const { page } = await fx.open({ account: fx.account(4) });
    await page.getByLabel('Number of wallets').fill('100');
    expect(await page.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    expect(await page.getByText('Please enter a number <100').isVisible()).toBe(true);
  });
});

describe('batch transfer', () => {
  it('resumes an interrupted run without sending a chunk twice', { timeout: 180_000 }, async () => {
    const account = fx.account(9);
    const { page, wallet } = await fx.open({ account });
    await connect(page);
    await openTransfer(page);
    await page.getByLabel('Pay token').selectOption({ label: 'DUSD' });
    const list = recipients(260, 'resume').map((address) => [address, '2'] as const);
    await page.getByTestId('recipients').fill(list.map(([a, v]) => `${a},${v}`).join('\n'));
    await expect.poll(() => page.getByTestId('preview-count').innerText(), { timeout: 20_000 }).toBe('260');
    // The wallet refuses the second chunk: approval and chunk 1 go through.
    wallet.approveTransactions = 2;
    // The quote comes on its own and asks for the exact approval first.
    await page.getByTestId('approve').click();
    await expect.poll(() => page.getByTestId('approval').innerText(), { timeout: 60_000 }).toBe('No approval needed');
    await page.getByTestId('send').click();
    await expect
      .poll(() => page.getByTestId('send-error').innerText(), { timeout: 60_000 })
      .toBe('You rejected the request in your wallet.');
    expect(await page.getByTestId('send-success').locator('li').count()).toBe(1);
    wallet.approveTransactions = null;
    const resume = page.getByTestId('send');
    expect(await resume.innerText()).toBe('Resume: send the remaining transaction');
    // The figures of what is left come on their own, then one press sends.
    await expect
      .poll(() => page.getByTestId('chunk-estimates').locator('tbody tr').count(), { timeout: 30_000 })
      .toBe(1);
    await resume.click();
    await expect.poll(() => page.getByTestId('send-success').locator('li').count(), { timeout: 60_000 }).toBe(2);
    expect(
      await tokenBalances(
        fx.chain,
        list.map(([address]) => address),
      ),
    ).toEqual(list.map(() => 2_000_000n));
  });

  it('looks up a token entered by contract address (symbol, decimals, balance)', async () => {
    const { page } = await fx.open({ account: fx.account(8) });
    await connect(page);
    await openTransfer(page);
    await page.getByLabel('Pay token').selectOption({ label: 'Other token (contract address)' });
    await page.getByLabel('Token contract address').fill(fx.chain.demoToken.slice(0, 20));
    expect(await page.getByTestId('token-info').count()).toBe(0);
    await page.getByLabel('Token contract address').fill(fx.chain.demoToken);
    await expect
      .poll(() => shown(page.getByTestId('token-info')), { timeout: 20_000 })
      .toBe('DUSD · 6 decimals · your balance 1,000,000');
  });

  it('sends native POL to 20 recipients', async () => {
    const { page } = await fx.open({ account: fx.account(6) });
    await connect(page);
    await openTransfer(page);
    await page.getByLabel('Pay token').selectOption({ label: 'POL' });
    const list = recipients(20, 'pol').map((address, i) => [address, `0.${i + 1}`] as const);
    await page.getByTestId('recipients').fill(list.map(([a, v]) => `${a},${v}`).join('\n'));
    await expect.poll(() => page.getByTestId('preview-count').innerText()).toBe('20');
    await expect.poll(() => page.getByTestId('estimate').innerText(), { timeout: 20_000 }).toContain('Total cost');
    await page.getByTestId('send').click();
    await expect.poll(() => page.getByTestId('send-success').locator('li').count(), { timeout: 60_000 }).toBe(1);
    expect(
      await nativeBalances(
        fx.chain,
        list.map(([address]) => address),
      ),
    ).toEqual(list.map(([, amount]) => parseUnits(amount, 18)));
  });

  it('a total above the balance is flagged and cannot be sent', async () => {
    const { page } = await fx.open({ account: fx.account(7) });
    await connect(page);
    await openTransfer(page);
    await page.getByLabel('Pay token').selectOption({ label: 'DUSD' });
    await page.getByTestId('recipients').fill(`${recipients(1, 'rich')[0]},2000000`);
    await expect
      .poll(() => shown(page.getByTestId('preview').getByRole('alert')), { timeout: 20_000 })
      .toBe('Your balance (1,000,000 DUSD) is less than the total.');
    expect(await page.getByTestId('send').isDisabled()).toBe(true);
  });

  it('a list with bad lines cannot be sent and shows each line error', async () => {
    const { page } = await fx.open({ account: fx.account(7) });
    await openTransfer(page);
    await page.getByLabel('Pay token').selectOption({ label: 'DUSD' });
    const [good, other] = recipients(2, 'bad');
    const text = [
      `${good},1`,
      '0x1234,5',
      `${other},-2`,
      `${good},3`,
      `${other}`,
      `${recipients(1, 'x')[0]},1.1234567`,
    ].join('\n');
    await page.getByTestId('recipients').fill(text);
    const errors = page.getByTestId('preview-errors');
    await expect.poll(() => errors.locator('li').count()).toBe(5);
    const items = await errors.locator('li').allInnerTexts();
    expect(items[0]).toContain('Line 2: Not a valid address');
    expect(items[1]).toContain('Line 3: Amount cannot be negative');
    expect(items[2]).toContain('Line 4: Same recipient as line 1');
    expect(items[3]).toContain('Line 5: Amount is missing');
    expect(items[4]).toContain('Line 6: Too many decimals');
    expect(await page.getByTestId('send').count()).toBe(0);
  });

  it('offers to merge duplicates and warns about look-alike addresses', async () => {
    const { page } = await fx.open({ account: fx.account(7) });
    await openTransfer(page);
    const [a, b] = recipients(2, 'dup');
    const poisoned = `${b?.slice(0, 6)}${'0'.repeat(32)}${b?.slice(-4)}`;
    await page.getByTestId('recipients').fill([`${a},1`, `${b},2`, `${a},3`, `${poisoned},4`].join('\n'));
    await expect
      .poll(() => page.getByTestId('preview-errors').innerText())
      .toContain('Line 3: Same recipient as line 1');
    expect(await page.getByTestId('preview-warnings').innerText()).toContain('Line 4: Looks like line 2');
    await page.getByLabel('Merge duplicates (add their amounts)').check();
    await expect.poll(() => page.getByTestId('preview-errors').count()).toBe(0);
    expect(await page.getByTestId('preview-count').innerText()).toBe('3');
    expect(await shown(page.getByTestId('preview-total'))).toBe('10 POL');
    expect(await page.getByTestId('preview-warnings').count()).toBe(1);
  });

  it('fits a phone screen with a generated list', async () => {
    // No wallet and no chain: the generator alone (a context closed with the file's browser).
    const page = await openPage(fx.browser, fx.baseUrl, { viewport: { width: 375, height: 800 } });
    await page.page.goto(`${fx.baseUrl}/#/tool`);
    await page.page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.page.getByTestId('wallet-table').locator('tbody tr').count()).toBe(10);
    expect(
      await page.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(page.errors).toEqual([]);
  });

  it('previews a 10,000-line CSV file (parsed in a worker)', async () => {
    const { page } = await fx.open({ account: fx.account(8) });
    await openTransfer(page);
    const text = recipients(10_000, 'big')
      .map((address) => `${address},1`)
      .join('\n');
    await page
      .getByTestId('recipients-file')
      .setInputFiles({ name: 'recipients.csv', mimeType: 'text/csv', buffer: Buffer.from(`address,amount\n${text}`) });
    await expect.poll(() => page.getByTestId('preview-count').innerText(), { timeout: 30_000 }).toBe('10,000');
    expect(await shown(page.getByTestId('preview-transactions'))).toBe('40 transactions');
  });
});

describe('loading', () => {
  it('the home page loads none of the tool code (ethers, key generators, preview worker)', async () => {
    const { page } = await openPage(fx.browser, fx.baseUrl);
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({ url: response.url(), body: await response.text() });
    });
    await page.goto(`${fx.baseUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    const names = scripts.map((script) => new URL(script.url).pathname);
    expect(names.filter((name) => /ToolPage|generate(Evm|Aptos)Wallets|previewWorker/.test(name))).toEqual([]);
    // ethers' own error texts: none of its code is on the home page.
    expect(scripts.filter((script) => script.body.includes('invalid BytesLike value')).map((s) => s.url)).toEqual([]);
  });
});
