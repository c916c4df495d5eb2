// Test vectors from Safe's own repository (safe-react-apps): the Transaction Builder's unit-test batch and the batch
// file its end-to-end tests import as valid. Only the facts (inputs and checksums) are taken over.
import { describe, expect, it } from 'vitest';
import { transactionBuilderChecksum } from './transactionBuilderChecksum.js';
import { verifyTransactionBuilderChecksum } from './verifyTransactionBuilderChecksum.js';

/** apps/tx-builder/src/lib/checksum.test.js: hashed as given (its meta carries `checksum: ''`). */
const unitBatch = () => ({
  version: '1.0',
  chainId: '4',
  createdAt: 1646321521061,
  meta: {
    name: 'test batch file',
    txBuilderVersion: '1.4.0',
    checksum: '',
    createdFromSafeAddress: '0xDF8a1Ce35c9a6ACE153B4e0767942f1E2291a1Aa',
    createdFromOwnerAddress: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
  },
  transactions: [
    {
      to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
      value: '0',
      contractMethod: {
        inputs: [{ internalType: 'address', name: 'paramAddress', type: 'address' }],
        name: 'testAddress',
        payable: false,
      },
      contractInputsValues: { paramAddress: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6' },
    },
    {
      to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
      value: '0',
      contractMethod: {
        inputs: [{ internalType: 'bool', name: 'paramBool', type: 'bool' }],
        name: 'testBool',
        payable: false,
      },
      contractInputsValues: { paramAddress: '', paramBool: 'false' },
    },
    {
      to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
      value: '2000000000000000000',
      data: '0x42f4579000000000000000000000000049d4450977e2c95362c13d3a31a09311e0ea26a6',
    },
  ],
});

/** cypress/fixtures/test-working-batch.json, as the Builder downloaded it (`data: null`, checksum inside). */
const downloadedBatch = () => ({
  version: '1.0',
  chainId: '5',
  createdAt: 1671532788473,
  meta: {
    name: 'Transactions Batch',
    description: '',
    txBuilderVersion: '1.13.1',
    createdFromSafeAddress: '0xE96C43C54B08eC528e9e815fC3D02Ea94A320505',
    createdFromOwnerAddress: '',
    checksum: '0x783b24b06f925df195ac0e0103507caf6520cff278555c11e9b8edb43bc2a196',
  },
  transactions: [
    {
      to: '0x51A099ac1BF46D471110AA8974024Bfe518Fd6C4',
      value: '0',
      data: null,
      contractMethod: {
        inputs: [{ internalType: 'bool', name: 'newValue', type: 'bool' }],
        name: 'testBooleanValue',
        payable: false,
      },
      contractInputsValues: { newValue: 'true' },
    },
    {
      to: '0x51A099ac1BF46D471110AA8974024Bfe518Fd6C4',
      value: '0',
      data: null,
      contractMethod: {
        inputs: [{ internalType: 'address', name: 'newValue', type: 'address' }],
        name: 'testAddressValue',
        payable: false,
      },
      contractInputsValues: { newValue: '0x51A099ac1BF46D471110AA8974024Bfe518Fd6C4' },
    },
  ],
});

describe('transactionBuilderChecksum', () => {
  it("gives the Builder's own checksum for its unit-test batch, whatever the key order", () => {
    const batch = unitBatch();
    expect(transactionBuilderChecksum(batch)).toBe(
      '0x4ecbfd364aa6759983915644e73f8bd411e85a2dc306f252a387c2728c4db64c',
    );
    const reversed = Object.fromEntries(
      Object.entries(batch)
        .reverse()
        .map(([key, value]) => [key, key === 'meta' ? Object.fromEntries(Object.entries(value).reverse()) : value]),
    ) as ReturnType<typeof unitBatch>;
    expect(transactionBuilderChecksum(reversed)).toBe(
      '0x4ecbfd364aa6759983915644e73f8bd411e85a2dc306f252a387c2728c4db64c',
    );
  });

  it('changes with the order of the transactions, not with the batch name', () => {
    const batch = unitBatch();
    const renamed = { ...batch, meta: { ...batch.meta, name: 'another name' } };
    expect(transactionBuilderChecksum(renamed)).toBe(transactionBuilderChecksum(batch));
    const reordered = { ...batch, transactions: [...batch.transactions].reverse() };
    expect(transactionBuilderChecksum(reordered)).not.toBe(transactionBuilderChecksum(batch));
  });
});

describe('verifyTransactionBuilderChecksum', () => {
  it('accepts the file the Builder downloaded and its end-to-end test imports as valid', () => {
    expect(verifyTransactionBuilderChecksum(downloadedBatch())).toBe(true);
  });

  it("refuses that file with another chain, another value or a changed checksum (the Builder's warning)", () => {
    const file = downloadedBatch();
    expect(verifyTransactionBuilderChecksum({ ...file, chainId: '1' })).toBe(false);
    const [first, second] = file.transactions;
    expect(
      verifyTransactionBuilderChecksum({
        ...file,
        transactions: [{ ...first, value: '1' }, second] as typeof file.transactions,
      }),
    ).toBe(false);
    expect(
      verifyTransactionBuilderChecksum({ ...file, meta: { ...file.meta, checksum: file.meta.checksum.toUpperCase() } }),
    ).toBe(false);
    const { checksum: _, ...meta } = file.meta;
    expect(verifyTransactionBuilderChecksum({ ...file, meta })).toBe(false);
  });
});
