// Text from visitors shown in the operator's terminal: control characters become visible escapes, so an ESC
// sequence in a name cannot clear the screen, set the title (OSC) or hide a link, and a bidi override cannot
// reorder what the operator reads.

// C0 controls, DEL, C1 controls (0x9B is a one-byte CSI), bidi embeddings/overrides/isolates, line/paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const unsafe = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\u001b': '\\e' };

/** One escape per unsafe character: `\n`, `\r`, `\t`, `\e` for ESC, else `\xHH` or `\uHHHH`. */
export function terminalSafe(text: string): string {
  return text.replace(unsafe, (c) => {
    const known = named[c];
    if (known) return known;
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
