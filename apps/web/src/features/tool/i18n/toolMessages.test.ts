import { describe, expect, it } from 'vitest';
import { en } from './en.js';

// Key parity of every namespace (this one included) is checked in src/i18n/catalogues.test.ts.
describe('the tool texts', () => {
  it('keep the spec texts', () => {
    expect(en.success).toBe('Success!, txId: ');
    expect(en.countTip).toBe('Please enter a number <100');
    expect(en.sideTransferLabel).toBe('POLYGON');
    expect(en.sideWalletLabel).toBe('EVM/Aptos');
  });
});
