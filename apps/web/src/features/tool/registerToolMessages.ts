// The `tool` namespace, added to the site's i18next instance when the tool chunk loads: the English travels with the
// chunk, the Chinese is fetched only in a Chinese visit (before the page renders, see lazyPage), which keeps ~5 KB gz
// out of the Tool's first load for English readers (issue 28). Figures in the texts ("{{count}} transactions",
// "{{gas}} gas") are kept on one line (keepFiguresTogether, issue 27).
import { defineNamespace } from '../../i18n/defineNamespace.js';
import { en } from './i18n/en.js';
import { keepFiguresTogether } from './i18n/figures.js';

export const TOOL_NAMESPACE = defineNamespace('tool', keepFiguresTogether(en), () =>
  import('./i18n/chs.js').then((module) => keepFiguresTogether(module.chs)),
);
