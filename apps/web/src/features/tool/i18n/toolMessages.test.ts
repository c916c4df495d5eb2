import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.js';
import { loadMessages } from '../../../i18n/loadMessages.js';
import { TOOL_NAMESPACE } from '../registerToolMessages.js';
import { TRANSFER_TEXT } from '../transfer/transferText.js';

// Key parity of every namespace (this one included) is checked in src/i18n/catalogues.test.ts.
describe('the tool texts', () => {
  it('keep the spec texts, as shown (proper nouns filled in)', () => {
    const t = i18n.getFixedT('en', TOOL_NAMESPACE.name);
    expect(i18n.getFixedT('en', TRANSFER_TEXT.name)('success')).toBe('Success!, txId: ');
    expect(t('countTip')).toBe('Please enter a number <100');
    expect(t('sideTransferLabel')).toBe('POLYGON');
    expect(t('sideWalletLabel')).toBe('EVM/Aptos');
  });

  it("names the chain in the Chinese side list as written, not in the English tag's capitals (issue 37)", async () => {
    await loadMessages('chs');
    expect(i18n.getFixedT('chs', TOOL_NAMESPACE.name)('sideTransferLabel')).toBe('Polygon');
  });
});
