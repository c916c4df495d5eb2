// The browser weight of the entries, as the README's size table states it (min+gzip, entry plus static chunks).
import { describe, expect, it } from 'vitest';
import { browserLoad } from './browserLoad.js';

describe('browser load of the entries', () => {
  it('the bulk-send engine carries BulkSend’s ABI only, not its deployment bytecode', async () => {
    const load = await browserLoad('src/bulkSend/index.ts');
    console.log(`bulk-send first load: ${load.gzipKb.toFixed(2)} KB gz`);
    expect(load.inputs.filter((input) => input.includes('__factory'))).toEqual([]);
    // 43.2 KB: one config per session (`bulkSendConfigOf`), the shared ERC-20 encoding and `NotATokenError` (+0.5 KB),
    // the full ERC-20 ABI no longer carried (−0.3 KB). 43.6 KB: listing runs reconciles the ones the chain may still
    // change, and every engine error carries its text's key (+0.2 KB, issue 36). 44.5 KB: "paid" read from the chunk's
    // BatchSent event in a receipt (`readChunkPayment`) and the words of a wallet's refused bundle (+0.6 KB, issue 36). 45.3 KB: the engine
    // speaks BulkSend v3 too (bound batch ids, v3's call fragments, v3 calls read back in history), issue 39. 45.5 KB:
    // an NFT recipient contract that cannot receive stops the run before the approval, receipts carry the address
    // book's names (issue 38). 47.7 KB: one engine loop for every sender (issue 36): the steps of a submission that
    // carries its approval (bundles, Safe proposals and files) moved from the EIP-5792 subpath into the loop (+2.2 KB;
    // the simulation as if approved stays on demand). +0.4 KB: the history read proves "complete" with v3's batchCount
    // and names a node that hides payments (issue 37); the recipients' read is on its own subpath, `bulk-send/recipients`.
    // 44.1 KB: one keccak, ethers' (−4.2 KB): a chunk's words checked their addresses with batch-core's
    // `packRecipients`, whose EIP-55 check carried batch-core's own keccak (JS and WebAssembly); `chunkWords` packs by
    // the same rules with ethers' `getAddress`.
    expect(load.gzipKb).toBeLessThanOrEqual(44.5);
  });

  it('ENS resolution is its own entry: the engine loads neither it nor the ENSIP-15 normaliser', async () => {
    const engine = await browserLoad('src/bulkSend/index.ts');
    expect(engine.inputs.filter((input) => input.startsWith('src/ens/') || input.includes('ens-normalize'))).toEqual(
      [],
    );
    const ens = await browserLoad('src/ens/index.ts');
    console.log(`ens first load: ${ens.gzipKb.toFixed(2)} KB gz`);
    // 46.9 KB: ethers' ABI coder and @adraffy/ens-normalize (ENSIP-15's tables), fetched only for a list with names.
    expect(ens.gzipKb).toBeLessThanOrEqual(48);
  });

  it('generateEvmWallets loads at most 8 KB gz before the first random key', async () => {
    const load = await browserLoad('src/keys/generateEvmWallets.ts');
    console.log(`keys/evm first load (random keys): ${load.gzipKb.toFixed(2)} KB gz`);
    expect(load.gzipKb).toBeLessThanOrEqual(8);
    // The mnemonic path (BIP-39, PBKDF2, BIP-32) is fetched only when a mnemonic is asked for.
    expect(load.inputs.filter((input) => /bip39|bip32|pbkdf2|hmac/.test(input))).toEqual([]);
  });
});
