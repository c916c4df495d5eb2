// Simplified Chinese texts of the shared sample content (namespace `content`): the same keys as en.ts.
import type { Widen } from '../../../i18n/Widen.js';
import type { en } from './en.js';

export const chs: Widen<typeof en> = {
  teamMembers: {
    anaRuiz: {
      name: '{{anaRuiz}}',
      post: '智能合约',
      desc: '让批量转账合约保持精简、易读。',
    },
    weiZhang: {
      name: '张伟',
      post: '前端',
      desc: '开发工具页面和各项校验。',
    },
    samAdeyemi: {
      name: '{{samAdeyemi}}',
      post: '社区主持',
      desc: '主持每周的财务交流会。',
    },
    lenaNovak: {
      name: '{{lenaNovak}}',
      post: '安全',
      desc: '负责钱包安全分享会。',
    },
    kenjiMori: {
      name: '森健二',
      post: '后端',
      desc: '维护 API 和邮件队列。',
    },
    priyaNair: {
      name: '{{priyaNair}}',
      post: '设计',
      desc: '设计网站，让内容清楚好读。',
    },
    tomKeller: {
      name: '{{tomKeller}}',
      post: '客服',
      desc: '一个工作日内回复消息。',
    },
    liNa: {
      name: '李娜',
      post: '中文社区',
      desc: '主持中文交流活动。',
    },
  },
  testimonials: {
    miraOkafor: {
      text: '每月的贡献者发放，从 60 笔交易变成核对一遍、签三次名。',
      name: '{{miraOkafor}}',
      org: '{{latticeGuild}} 财务',
    },
    chenYu: {
      text: '第一次空投，重复地址检查就抓出了两处复制粘贴错误，光这一点就值了。',
      name: '陈宇',
      org: '{{northwindDao}} 运营负责人',
    },
    lukasBrandt: {
      text: '钱包安全分享会是我第一次让整个团队都去参加的分享。',
      name: '{{lukasBrandt}}',
      org: '{{quayLabs}} 创始人',
    },
  },
  reviews: {
    miraOkafor: {
      title: '几分钟发完工资',
      text: '六十笔发放，三次签名。',
    },
    chenYu: {
      title: '费用清楚',
      text: '每次签名前都清楚要花多少钱。',
    },
    lukasBrandt: {
      title: '分享会很棒',
      text: '团队终于搞懂了授权。',
    },
    amaraDiallo: {
      title: '帮我们发现了错误',
      text: '第一次就标出了两个重复地址。',
      name: '{{amaraDiallo}}',
      org: 'Open Tide 资助负责人',
    },
    jonasWeber: {
      title: '新人也能上手',
      text: '新来的财务一个人就完成了发放。',
      name: '{{jonasWeber}}',
      org: 'Kiln Collective 财务',
    },
    sofiaMarquez: {
      title: '主持人很热心',
      text: '周一提问，几个小时就有回复。',
      name: '{{sofiaMarquez}}',
      org: 'Harbor Labs 社区经理',
    },
    liuYang: {
      title: '正是我们需要的',
      text: '一个晚上搞定空投。',
      name: '刘洋',
      org: 'Meridian 公会运营',
    },
    danielOkoro: {
      title: '校验靠谱',
      text: '每个错误都带行号，省了很多时间。',
      name: '{{danielOkoro}}',
      org: 'Relay Works 开发者',
    },
    hanaSato: {
      title: '文档清晰',
      text: '博客文章就像检查清单，很实用。',
      name: '佐藤花',
      org: '大阪 {{polygon}} 线下聚会组织者',
    },
  },
  faq: {
    custody: {
      question: '{{fanout}} 会托管我的代币吗？',
      answer: '不会。代币在同一笔交易里从你的钱包直接转给收款人，合约只收取服务费。',
    },
    recipientCap: {
      question: '一笔交易​最多能发给​多少个地址？',
      answer: '最多 255 个。更长的名单会拆成多批，每批分别签名。',
    },
    cost: {
      question: '费用是多少？',
      answer: '网络 Gas 费，加上按 Gas 预估计算的少量服务费。签名前两者都会展示。',
    },
    walletStorage: {
      question: '我生成的钱包会被保存吗？',
      answer: '不会。钱包在你的浏览器里生成，只有你自己下载才会保存。',
    },
    networks: {
      question: '支持哪些网络？',
      answer: '批量转账目前支持 {{polygon}}；批量生成钱包支持 {{evm}} 网络和 {{aptos}}。',
    },
  },
  blogCards: {
    firstAirdrop: {
      title: '第一次空投，如何不踩坑',
      desc: '从收集名单到最后一张回执的检查清单。',
    },
    allowances: {
      title: '什么是授权，什么时候该撤销',
      desc: '以工具为例讲清楚授权。',
    },
    monthlyPayroll: {
      title: '在 {{polygon}} 上按月给贡献者发工资',
      desc: '一个公会如何把工资发放改成批量转账。',
    },
    duplicates: {
      title: '重复地址：名单里的隐形杀手',
      desc: '重复地址是怎么出现的，校验器又是怎么找出来的。',
    },
    testWallets: {
      title: '为活动批量生成测试钱包',
      desc: '黑客松用的批量钱包，以及怎么分发给参与者。',
    },
    feeEstimate: {
      title: '看懂手续费预估',
      desc: 'Gas、Gas 价格和服务费，逐项说明。',
    },
    commentsLabel: '评论',
    sharesLabel: '分享',
  },
  months: {
    jan: '1月',
    feb: '2月',
    mar: '3月',
    apr: '4月',
    may: '5月',
    jun: '6月',
  },
  pricingPlans: {
    standard: '标准版',
    premium: '高级版',
    unlimited: '无限版',
  },
  pricingFeatures: {
    lists: '保存 5 份名单',
    listsMore: '保存 50 份名单',
    listsAll: '名单数量不限',
    support: '社区支持',
    supportFast: '24 小时内回复',
    workshop: '一个分享会名额',
    workshopTeam: '团队分享会名额',
    csvReceipts: '导出 {{csv}} 回执',
  },
  counters: {
    transfers: '批量转账次数',
    wallets: '已生成钱包',
    recipients: '已收款地址',
    members: '社区成员',
  },
};
