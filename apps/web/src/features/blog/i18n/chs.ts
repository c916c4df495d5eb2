// Simplified Chinese texts of the blog's sidebar and search (namespace `blog`): the same keys as en.ts.
import type { Widen } from '../../../i18n/Widen.js';
import type { en } from './en.js';

export const chs: Widen<typeof en> = {
  sidebar: {
    search: '搜索',
    searchPlaceholder: '搜索文章',
    noResults: '没有与“{{query}}”相关的文章。',
    results_one: '找到 {{count}} 篇与“{{query}}”相关的文章。',
    results_other: '找到 {{count}} 篇与“{{query}}”相关的文章。',
    categories: '分类',
    categoryAirdrops: '空投',
    categoryPayroll: '工资发放',
    categorySecurity: '安全',
    categoryWallets: '钱包',
    categoryCommunity: '社区',
    recent: '最新文章',
    newsletter: '订阅通讯',
    tags: '标签',
    tagPolygon: '{{polygon}}',
    tagAirdrop: '空投',
    tagAllowance: '授权',
    tagCsv: '{{csv}}',
    tagGas: 'Gas',
    tagAptos: '{{aptos}}',
    tagSafety: '安全',
  },
};
