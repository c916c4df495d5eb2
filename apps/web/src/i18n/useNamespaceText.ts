// The typed `t` of one namespace: `t('hero.title')` checks the key against the namespace's English catalogue.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from './Catalogue.js';
import type { Namespace } from './Namespace.js';
import type { TextKey } from './TextKey.js';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function useNamespaceText<C extends Catalogue>(namespace: Namespace<C>) {
  // useTranslation re-renders the caller when the language changes.
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { name } = namespace;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per language re-renders memoised children.
  return useCallback(
    (key: TextKey<C>, values?: Record<string, unknown>) => (i18n.t as unknown as Translate)(`${name}:${key}`, values),
    [i18n, name, language],
  );
}
