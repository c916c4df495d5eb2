// The `toolPictures` namespace (English with the home chunk, Chinese fetched when wanted): each picture's alt text and caption, and its typed `t`.
import { defineNamespace } from '../../../i18n/defineNamespace.js';
import { useNamespaceText } from '../../../i18n/useNamespaceText.js';
import { en } from './i18n/en.js';

export const TOOL_PICTURES_TEXT = defineNamespace('toolPictures', en, () =>
  import('./i18n/chs.js').then((module) => module.chs),
);

export function useToolPicturesText() {
  return useNamespaceText(TOOL_PICTURES_TEXT);
}
