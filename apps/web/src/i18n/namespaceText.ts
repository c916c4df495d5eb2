// The typed `t` of one namespace outside React (a notice written when a wallet call fails): the text in the language
// current at the call, the same lookup, interpolation and missing-key report as useNamespaceText.
import type { Catalogue } from './Catalogue.js';
import { i18n } from './i18n.js';
import type { Namespace } from './Namespace.js';
import type { TextKey } from './TextKey.js';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function namespaceText<C extends Catalogue>(namespace: Namespace<C>) {
  const { name } = namespace;
  return (key: TextKey<C>, values?: Record<string, unknown>): string =>
    (i18n.t as unknown as Translate)(`${name}:${key}`, values);
}
