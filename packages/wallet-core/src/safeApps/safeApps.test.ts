// The Safe Apps SDK's message protocol against a fake parent window: detection, proposals, a refusal and a host that
// never answers.
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { fakeSafeHost } from '../../test/fakeSafeHost.js';
import { isUserRejection } from '../bulkSend/isUserRejection.js';
import { userMessageOf } from '../messages/userMessageOf.js';
import { detectSafeApp } from './detectSafeApp.js';
import { proposeSafeTransactions } from './proposeSafeTransactions.js';
import { SafeAppError } from './SafeAppError.js';
import { safeAppProvider } from './safeAppProvider.js';
import { SAFE_APPS_SDK_VERSION, speaksSdkVersion } from './safeAppsRequest.js';

const SAFE = getAddress('0x5afe3855358e112b5647b952709e6165e1c1eeee');
const OWNERS = ['0x00000000000000000000000000000000000000a1', '0x00000000000000000000000000000000000000B2'];
const INFO = { safeAddress: SAFE.toLowerCase(), chainId: 137, threshold: 2, owners: OWNERS, isReadOnly: false };
const HASH = `0x${'ab'.repeat(32)}` as const;
const CALL = { to: SAFE as `0x${string}`, value: 10n ** 18n + 1n, data: '0x1234' as const };

describe('detectSafeApp', () => {
  it('finds the Safe when the parent answers getSafeInfo (checksummed addresses, numbers)', async () => {
    const host = fakeSafeHost((m) => (m.method === 'getSafeInfo' ? { success: true, data: INFO } : undefined));
    await expect(detectSafeApp({ window: host.window, timeoutMs: 200 })).resolves.toEqual({
      safeAddress: SAFE,
      chainId: 137,
      threshold: 2,
      owners: OWNERS.map((owner) => getAddress(owner.toLowerCase())),
    });
    const [message] = host.messages;
    expect(message).toMatchObject({ method: 'getSafeInfo', env: { sdkVersion: SAFE_APPS_SDK_VERSION } });
    expect(message?.id).toMatch(/^[0-9a-f]{17,}$/);
  });

  it('is null outside a frame, when the parent never answers (within the timeout), or answers something else', async () => {
    const top = fakeSafeHost(() => undefined);
    Object.assign(top.window, { parent: top.window });
    await expect(detectSafeApp({ window: top.window })).resolves.toBeNull();
    const silent = fakeSafeHost(() => undefined);
    const started = Date.now();
    await expect(detectSafeApp({ window: silent.window, timeoutMs: 150 })).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    const odd = fakeSafeHost(() => ({ success: true, data: { hello: 1 } }));
    await expect(detectSafeApp({ window: odd.window, timeoutMs: 150 })).resolves.toBeNull();
  });

  it("ignores a stranger's message with the request's id: only the parent answers", async () => {
    let release: (() => void) | undefined;
    const host = fakeSafeHost(
      (m) => new Promise((resolve) => (release = () => resolve({ success: true, data: { ...INFO, chainId: m.id } }))),
    );
    const found = detectSafeApp({ window: host.window, timeoutMs: 300 });
    await Promise.resolve();
    host.window.fromStranger({ id: host.messages[0]?.id, success: true, data: { ...INFO, safeAddress: OWNERS[0] } });
    release?.();
    // The parent's answer (with a chain id that is not a number) decides: not a Safe.
    await expect(found).resolves.toBeNull();
  });
});

describe('proposeSafeTransactions', () => {
  it("sends txs.send's message (values as decimal strings) and returns the safeTxHash", async () => {
    const host = fakeSafeHost(() => ({ success: true, data: { safeTxHash: HASH } }));
    await expect(proposeSafeTransactions({ calls: [CALL], window: host.window })).resolves.toEqual({
      safeTxHash: HASH,
    });
    expect(host.messages[0]).toMatchObject({
      method: 'sendTransactions',
      params: { txs: [{ to: SAFE, value: '1000000000000000001', data: '0x1234' }], params: {} },
    });
  });

  it("a refusal in Safe{Wallet} is the member's no (4001, messageKey safeAppRejected)", async () => {
    const host = fakeSafeHost(() => ({ success: false, error: 'Transaction was rejected' }));
    const error = await proposeSafeTransactions({ calls: [CALL], window: host.window }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SafeAppError);
    expect(error).toMatchObject({ kind: 'rejected', code: 4001, messageKey: 'safeAppRejected' });
    expect(isUserRejection(error)).toBe(true);
    expect(userMessageOf(error, 'en')).toBe('The Safe transaction was rejected in Safe{Wallet}: nothing was proposed');
  });

  it('a host that never answers ends in a timeout error (messageKey safeAppTimeout), not a refusal', async () => {
    const host = fakeSafeHost(() => undefined);
    const error = await proposeSafeTransactions({ calls: [CALL], window: host.window, timeoutMs: 100 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'SafeAppError', kind: 'timeout', messageKey: 'safeAppTimeout' });
    expect(isUserRejection(error)).toBe(false);
    expect(userMessageOf(error, 'chs')).toBe('Safe{Wallet} 未响应（sendTransactions）；再次提议前请查看其交易队列');
  });

  it('an answer without a safeTxHash is a failure', async () => {
    const host = fakeSafeHost(() => ({ success: true, data: {} }));
    await expect(proposeSafeTransactions({ calls: [CALL], window: host.window })).rejects.toMatchObject({
      kind: 'failed',
      messageKey: 'safeAppFailed',
    });
  });
});

describe('the host protocol: who answers, in which version', () => {
  it("takes the parent's answer only: a stranger's with the same id and a valid version changes nothing", async () => {
    let release: (() => void) | undefined;
    const host = fakeSafeHost(
      () => new Promise((resolve) => (release = () => resolve({ success: true, data: { safeTxHash: HASH } }))),
    );
    const proposed = proposeSafeTransactions({ calls: [CALL], window: host.window, timeoutMs: 300 });
    await Promise.resolve();
    const forged = `0x${'cd'.repeat(32)}`;
    host.window.fromStranger({
      id: host.messages[0]?.id,
      success: true,
      data: { safeTxHash: forged },
      version: '9.1.0',
    });
    host.window.fromStranger({ id: host.messages[0]?.id, success: false, error: 'rejected', version: '9.1.0' });
    release?.();
    await expect(proposed).resolves.toEqual({ safeTxHash: HASH });
  });

  it('accepts major versions 1 and later, and refuses 0.x, a missing or a malformed version', () => {
    for (const version of ['1.0.0', '1.2.3', '9.1.0', '10.0.0']) expect(speaksSdkVersion(version)).toBe(true);
    for (const version of ['0.9.9', '0.1.0', '', 'v1.0.0', '1', undefined, null, 1, {}])
      expect(speaksSdkVersion(version)).toBe(false);
  });

  it('an answer in version 0.x is a named error (messageKey safeAppVersion), not a proposal', async () => {
    const host = fakeSafeHost(() => ({ success: true, data: { safeTxHash: HASH }, version: '0.4.1' }));
    const error = await proposeSafeTransactions({ calls: [CALL], window: host.window, timeoutMs: 300 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SafeAppError);
    expect(error).toMatchObject({
      kind: 'version',
      messageKey: 'safeAppVersion',
      messageParams: { method: 'sendTransactions', version: '0.4.1' },
    });
    expect(isUserRejection(error)).toBe(false);
    expect(userMessageOf(error, 'en')).toBe(
      'Safe{Wallet} answered sendTransactions in protocol version “0.4.1”, which this app does not speak (it needs 1.0.0 or later): nothing was done',
    );
    expect(userMessageOf(error, 'chs')).toBe(
      'Safe{Wallet} 以协议版本“0.4.1”回复了 sendTransactions，本应用不支持该版本（需要 1.0.0 或更高）：未执行任何操作',
    );
  });

  it('an answer without a version is refused too; detection then finds no Safe', async () => {
    const host = fakeSafeHost((m) =>
      m.method === 'getSafeInfo' ? { success: true, data: INFO, version: undefined } : undefined,
    );
    await expect(detectSafeApp({ window: host.window, timeoutMs: 200 })).resolves.toBeNull();
    const reads = safeAppProvider(
      { safeAddress: SAFE as `0x${string}`, chainId: 137, threshold: 2, owners: [] },
      { window: fakeSafeHost(() => ({ success: true, data: '0x1', version: '0.0.1' })).window, timeoutMs: 200 },
    );
    await expect(reads.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ messageKey: 'safeAppVersion' });
  });
});

describe('safeAppProvider', () => {
  it('is the Safe on its chain; reads go through rpcCall; sending is refused (4200)', async () => {
    const host = fakeSafeHost((m) =>
      m.method === 'rpcCall' ? { success: true, data: `0x${(m.params as { call: string }).call.length}` } : undefined,
    );
    const info = { safeAddress: SAFE as `0x${string}`, chainId: 137, threshold: 2, owners: [] };
    const provider = safeAppProvider(info, { window: host.window, timeoutMs: 200 });
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([SAFE]);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x89');
    await expect(provider.request({ method: 'eth_getBalance', params: [SAFE, 'latest'] })).resolves.toBe('0x14');
    expect(host.messages.at(-1)).toMatchObject({
      method: 'rpcCall',
      params: { call: 'eth_getBalance', params: [SAFE, 'latest'] },
    });
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toMatchObject({
      code: 4200,
    });
    expect(host.messages).toHaveLength(1);
  });
});
