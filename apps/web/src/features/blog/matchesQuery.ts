// Whether a post's title or description (in the current language) contains the search words, ignoring case.
export function matchesQuery(texts: string[], query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const haystack = texts.join(' ').toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}
