// The `toolPictures` namespace (en + chs, with the home chunk): each picture's alt text and caption, and its typed `t`.
import { defineNamespace } from '../../../i18n/defineNamespace.js';
import { useNamespaceText } from '../../../i18n/useNamespaceText.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const TOOL_PICTURES_TEXT = defineNamespace('toolPictures', en, chs);

export function useToolPicturesText() {
  return useNamespaceText(TOOL_PICTURES_TEXT);
}
