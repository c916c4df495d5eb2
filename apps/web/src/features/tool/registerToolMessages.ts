// The `tool` namespace (en + chs), added to the site's i18next instance when the tool chunk loads.
import { defineNamespace } from '../../i18n/defineNamespace.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const TOOL_NAMESPACE = defineNamespace('tool', en, chs);
