import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERC20__factory } from '../typechain-types/factories/@openzeppelin/contracts/token/ERC20/ERC20__factory.js';
import { BulkSend__factory } from '../typechain-types/factories/contracts/BulkSend__factory.js';
import { BulkSendV3__factory } from '../typechain-types/factories/contracts/v3/BulkSendV3__factory.js';
import { bulkSendAbi } from './bulkSendAbi.js';
import { bulkSendV3Abi } from './bulkSendV3Abi.js';
import { erc20Abi } from './erc20Abi.js';

describe('the literal ABIs', () => {
  it('are the compiled contracts’ ABIs (rewrite them with node scripts/writeAbi.mjs when they differ)', () => {
    expect(bulkSendAbi).toEqual(BulkSend__factory.abi);
    expect(bulkSendV3Abi).toEqual(BulkSendV3__factory.abi);
    expect(erc20Abi).toEqual(ERC20__factory.abi);
  });

  it('import nothing: loading one does not load a factory and its deployment bytecode', () => {
    for (const file of ['bulkSendAbi.ts', 'bulkSendV3Abi.ts', 'erc20Abi.ts']) {
      const text = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
      expect(text).not.toMatch(/^import /m);
    }
  });
});
