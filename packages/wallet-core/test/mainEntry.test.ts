// The main entry stays small enough to read: the session and the login primitives; the rest is on subpaths.
import { describe, expect, it } from 'vitest';
import { exportedNames } from './mainEntryNames.js';

describe('the main entry', () => {
  it('exports at most 60 names, types included', () => {
    const names = exportedNames('src/index.ts');
    expect(names.length, names.join(' ')).toBeLessThanOrEqual(60);
  });
});
