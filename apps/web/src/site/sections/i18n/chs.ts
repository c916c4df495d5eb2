// Simplified Chinese texts of the shared sections (namespace `sections`): the same keys as en.ts.
import type { Widen } from '../../../i18n/Widen.js';
import type { en } from './en.js';

export const chs: Widen<typeof en> = {
  process: {
    kicker: '工作流程',
    title: '从名单到回执',
    collect: {
      title: '收集',
      text: '把地址和数量整理到一张表里。',
    },
    check: {
      title: '校验',
      text: '粘贴到工具中，修正被标出的行。',
    },
    approve: {
      title: '授权',
      text: '给合约授权所需额度，只需一次。',
    },
    send: {
      title: '发送',
      text: '逐批发送，分享交易回执。',
    },
  },
  counters: {
    title: '社区数据',
  },
  media: {
    kicker: '媒体',
    title: '正在使用 {{fanout}} 的社区',
  },
  offerings: {
    kicker: '服务对象',
    title: '为每一位要发放的人',
    senders: {
      title: '发放方',
      text: '工资、赏金、奖励，不用一人一笔交易。',
    },
    communities: {
      title: '社区',
      text: '空投和资助，名单人人可查。',
    },
    developers: {
      title: '开发者',
      text: '开源的名单解析和精确手续费计算包。',
    },
  },
  team: {
    kicker: '团队',
    title: '让社区运转起来的人',
    lead: '维护者和主持人的示例资料。',
  },
  stores: {
    caption: '下载钱包',
    appStore: '{{appStore}}',
    googlePlay: '{{googlePlay}}',
  },
};
