import { parseRecipients } from '@fanout/batch-core';
import { describe, expect, it } from 'vitest';
import { removeLines } from './removeLines.js';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('removeLines', () => {
  it('drops exactly the lines parseRecipients reported, whatever the line endings', () => {
    const text = `${A},1\r\n0x12,2\r${B},-1\n${B},3`;
    const plan = parseRecipients(text, { decimals: 6 });
    const cleaned = removeLines(text, new Set(plan.errors.map((issue) => issue.line)));
    expect(cleaned).toBe(`${A},1\n${B},3`);
    expect(parseRecipients(cleaned, { decimals: 6 }).ok).toBe(true);
  });
});
