// A typed `t` for a flat i18next namespace registered by a feature (the site's catalogue types cover only its own).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function useNamespaceText<Key extends string>(namespace: string) {
  // useTranslation re-renders the caller when the language changes.
  const { i18n } = useTranslation();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per language re-renders memoised children.
  return useCallback(
    (key: Key, values?: Record<string, unknown>) => (i18n.t as unknown as Translate)(`${namespace}:${key}`, values),
    [i18n, namespace, language],
  );
}
