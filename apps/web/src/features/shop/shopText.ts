// The `shop` namespace (en + chs, loaded with the invoice page's chunk) and its typed `t`.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import type { TextKey } from '../../i18n/TextKey.js';
import { useNamespaceText } from '../../i18n/useNamespaceText.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const SHOP_TEXT = defineNamespace('shop', en, chs);

export type ShopTextKey = TextKey<typeof en>;

export function useShopText() {
  return useNamespaceText(SHOP_TEXT);
}
