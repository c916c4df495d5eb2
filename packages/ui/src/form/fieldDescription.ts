// Ids of a field's hint and error, joined for aria-describedby (undefined when there is neither).
export function fieldDescription(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
