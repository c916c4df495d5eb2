// JSON.parse keeps the last of two equal keys silently ({"name":"a","name":"b"} → "b"): a body that says two
// things about one field is refused instead, as a form field sent twice is.

/** The first key that appears twice in one object of `text` (already known to be valid JSON), or undefined. */
export function findDuplicateKey(text: string): string | undefined {
  // One entry per open object or array: the keys seen so far (undefined for an array).
  const stack: (Set<string> | undefined)[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '{') {
      stack.push(new Set());
      i++;
    } else if (c === '[') {
      stack.push(undefined);
      i++;
    } else if (c === '}' || c === ']') {
      stack.pop();
      i++;
    } else if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const literal = text.slice(i, end + 1);
      i = end + 1;
      const keys = stack[stack.length - 1];
      if (!keys) continue;
      // A string inside an object is a key when a colon follows it.
      let j = i;
      while (text[j] === ' ' || text[j] === '\t' || text[j] === '\n' || text[j] === '\r') j++;
      if (text[j] !== ':') continue;
      // Decoded, so "a" and "\u0061" are the same key.
      const key = JSON.parse(literal) as string;
      if (keys.has(key)) return key;
      keys.add(key);
    } else i++;
  }
  return undefined;
}
