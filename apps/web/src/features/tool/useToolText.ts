// `t` for the tool namespace.
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import type { en } from './i18n/en.js';
import { TOOL_NAMESPACE } from './registerToolMessages.js';

export type ToolTextKey = keyof typeof en;

export function useToolText() {
  return useNamespaceText(TOOL_NAMESPACE);
}
