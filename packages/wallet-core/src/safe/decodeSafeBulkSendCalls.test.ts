import { concat, solidityPacked, ZeroAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { bulkSendInterface } from '../bulkSend/contractInterfaces.js';
import { decodeSafeBulkSendCalls } from './decodeSafeBulkSendCalls.js';
import { SAFE_MULTI_SEND_DEPLOYMENTS } from './SAFE_MULTI_SEND_DEPLOYMENTS.js';
import { multiSendInterface, safeInterface } from './safeInterfaces.js';

const SAFE = '0x0000000000000000000000000000000000005afe';
const BULK_SEND = '0x00000000000000000000000000000000000b0145';
const TOKEN = '0x000000000000000000000000000000000000d05D';
const RECIPIENT = '0x00000000000000000000000000000000000000AA';
const BATCH = `0x${'ab'.repeat(32)}`;
const MULTI_SEND = SAFE_MULTI_SEND_DEPLOYMENTS[5];

const send = bulkSendInterface.encodeFunctionData('sendErc20Packed', [
  TOKEN,
  BATCH,
  [(5n << 160n) | BigInt(RECIPIENT)],
]);
const exec = (to: string, data: string, operation: 0 | 1) =>
  safeInterface.encodeFunctionData('execTransaction', [
    to,
    0,
    data,
    operation,
    0,
    0,
    0,
    ZeroAddress,
    ZeroAddress,
    '0x',
  ]);
const entry = (operation: number, to: string, data: string) =>
  solidityPacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [operation, to, 0, (data.length - 2) / 2, data]);
const multi = (...entries: string[]) => multiSendInterface.encodeFunctionData('multiSend', [concat(entries)]);
const decode = (to: string | null, input: string, multiSend?: string[]) =>
  decodeSafeBulkSendCalls({
    transaction: { to, input },
    safe: SAFE,
    bulkSend: BULK_SEND,
    ...(multiSend ? { multiSend } : {}),
  });
const paid = [{ token: TOKEN, batchId: BATCH, recipients: [{ address: RECIPIENT, amount: 5n }] }];

describe('decodeSafeBulkSendCalls', () => {
  it('reads a BulkSend call made directly by the Safe, and the CALL entries of a trusted MultiSend', () => {
    expect(decode(SAFE, exec(BULK_SEND, send, 0))).toEqual(paid);
    const approve = '0x095ea7b3';
    expect(decode(SAFE, exec(MULTI_SEND, multi(entry(0, TOKEN, approve), entry(0, BULK_SEND, send)), 1))).toEqual(paid);
  });

  it('reads calls to any of the chain’s BulkSends when given them all (the current one and older versions)', () => {
    const newer = `0x${'b3'.repeat(20)}`;
    const transaction = { to: SAFE, input: exec(BULK_SEND, send, 0) };
    expect(decodeSafeBulkSendCalls({ transaction, safe: SAFE, bulkSend: [newer, BULK_SEND] })).toEqual(paid);
    expect(decodeSafeBulkSendCalls({ transaction, safe: SAFE, bulkSend: [newer] })).toEqual([]);
  });

  it('reads nothing it cannot vouch for: another target, an untrusted MultiSend, a DELEGATECALL entry, a CALL of BulkSend by delegatecall, cut or foreign calldata', () => {
    expect(decode('0x0000000000000000000000000000000000000bad', exec(BULK_SEND, send, 0))).toEqual([]);
    expect(decode(null, exec(BULK_SEND, send, 0))).toEqual([]);
    expect(decode(SAFE, exec(BULK_SEND, send, 1))).toEqual([]);
    const packed = multi(entry(0, BULK_SEND, send));
    expect(decode(SAFE, exec('0x000000000000000000000000000000000000beef', packed, 1))).toEqual([]);
    expect(
      decode(SAFE, exec('0x000000000000000000000000000000000000beef', packed, 1), [
        '0x000000000000000000000000000000000000BEEF',
      ]),
    ).toEqual(paid);
    expect(decode(SAFE, exec(MULTI_SEND, packed, 0))).toEqual([]);
    expect(decode(SAFE, exec(MULTI_SEND, multi(entry(1, BULK_SEND, send)), 1))).toEqual([]);
    // A length running past the end stops the reading there; what came before stands.
    const cut = concat([entry(0, BULK_SEND, send), entry(0, BULK_SEND, send).slice(0, 200)]);
    expect(decode(SAFE, exec(MULTI_SEND, multiSendInterface.encodeFunctionData('multiSend', [cut]), 1))).toEqual(paid);
    const huge = solidityPacked(['uint8', 'address', 'uint256', 'uint256'], [0, BULK_SEND, 0, 2n ** 255n]);
    expect(decode(SAFE, exec(MULTI_SEND, multiSendInterface.encodeFunctionData('multiSend', [huge]), 1))).toEqual([]);
    expect(decode(SAFE, '0x')).toEqual([]);
    expect(decode(SAFE, `${exec(BULK_SEND, send, 0).slice(0, 100)}`)).toEqual([]);
    expect(decode(SAFE, send)).toEqual([]);
  });
});
