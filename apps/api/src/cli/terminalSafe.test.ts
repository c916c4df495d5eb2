import { describe, expect, it } from 'vitest';
import { terminalSafe } from './terminalSafe.js';

describe('terminalSafe', () => {
  it('shows escape sequences and other controls as visible escapes', () => {
    expect(terminalSafe('\u001b[2Jgone')).toBe('\\e[2Jgone');
    expect(terminalSafe('\u001b]0;pwned\u0007title')).toBe('\\e]0;pwned\\x07title');
    expect(terminalSafe('\u009b31mred')).toBe('\\x9b31mred');
    expect(terminalSafe('line\r\nnext\tcol\u0000')).toBe('line\\r\\nnext\\tcol\\x00');
    expect(terminalSafe('abc\u202edcba\u2066')).toBe('abc\\u202edcba\\u2066');
  });

  it('leaves ordinary text, accents and CJK alone', () => {
    expect(terminalSafe('Zoë 张伟 <b>hi</b> = + - @')).toBe('Zoë 张伟 <b>hi</b> = + - @');
  });
});
