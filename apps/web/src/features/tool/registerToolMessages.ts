// The `tool` namespace (en + chs), added to the site's i18next instance when the tool chunk loads. Figures in the
// texts ("{{count}} transactions", "{{gas}} gas") are kept on one line (keepFiguresTogether, issue 27).
import { defineNamespace } from '../../i18n/defineNamespace.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';
import { keepFiguresTogether } from './i18n/figures.js';

export const TOOL_NAMESPACE = defineNamespace('tool', keepFiguresTogether(en), keepFiguresTogether(chs));
