// Adds the `tool` namespace (en + chs) to the site's i18next instance when the tool chunk loads.
import { i18n } from '../../i18n/i18n.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const TOOL_NAMESPACE = 'tool';

if (!i18n.hasResourceBundle('en', TOOL_NAMESPACE)) {
  i18n.addResourceBundle('en', TOOL_NAMESPACE, en);
  i18n.addResourceBundle('chs', TOOL_NAMESPACE, chs);
}
