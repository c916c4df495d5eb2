// Simplified Chinese texts of the home variants' sections (namespace `home`): the same keys as en.ts.
import type { Widen } from '../../../i18n/Widen.js';
import type { en } from './en.js';

export const chs: Widen<typeof en> = {
  hero: {
    kicker: '专注 {{polygon}} 批量转账的社区',
    title: '一笔交易，把代币​发给​几百个地址',
    lead: '空投、发工资、发放资助，{{fanout}} 的建设者和运营者都用公开的工具来做：粘贴名单，确认手续费，授权一次，一键发送。',
    ctaTool: '打开工具',
    illustration: '一个点向许多钱包散开的示意图',
  },
  services: {
    kicker: '服务',
    title: '我们为社区做的事',
    lead: '只做四件事，做扎实，签名之前都讲清楚。',
    bulk: {
      title: '{{polygon}} 批量转账',
      text: '同一种代币，每笔交易最多 255 个收款地址，整份名单只需授权一次。钱包弹出签名之前，手续费就已经摆在你面前。',
    },
    wallets: {
      title: '批量生成钱包',
      text: '在浏览器里批量生成 {{evm}} 或 {{aptos}} 钱包，适合测试和活动。私钥在本地生成，不会发送到任何地方。',
    },
    planning: {
      title: '空投与发放规划',
      text: '提前检查名单里的重复地址和错误地址，拆分批次，预估成本，发放当天心里有数。',
    },
    workshops: {
      title: '钱包安全分享会',
      text: '每月一次，讲授权、防钓鱼和私钥保管，主讲人都是每周都在做发放的社区成员。',
    },
  },
  idea: {
    kicker: '理念',
    title: '为什么需要批量工具',
    lead: '给四十位贡献者手动打款，就是四十笔交易、四十份手续费，还有四十次填错地址的机会。',
    text: '{{fanout}} 起源于几个社区财务的群聊，大家都受够了这种方式。我们把踩过的坑记下来，做出当初想要的工具，并且全部公开，谁都可以检查它到底做了什么。',
    time: {
      title: '省时间',
      text: '以前要花一下午的工资发放，现在核对一遍、签一次名就完成。',
    },
    fees: {
      title: '省手续费',
      text: '一批一笔交易，而不是一人一笔，Gas 成本明显更低。',
    },
    mistakes: {
      title: '少出错',
      text: '发送之前，名单逐行校验。',
    },
  },
  platform: {
    kicker: '平台',
    title: '工具怎么用',
    lead: '三步走，每一步在你确认之前都看得见。',
    principlesTitle: '我们的原则',
    steps: {
      connect: {
        title: '连接钱包',
        text: '在 {{polygon}} 上连接浏览器钱包。我们只读取你的地址和余额。',
      },
      paste: {
        title: '粘贴或上传',
        text: '按“地址,数量”逐行粘贴，或上传 {{csv}}。每一行都会校验，合计金额精确无误。',
      },
      send: {
        title: '发送',
        text: '代币只需授权一次，确认手续费后按批次发送，每批都有交易回执。',
      },
    },
    principles: {
      keys: '私钥永远不会离开你的浏览器。',
      cap: '合约公开透明，每笔交易最多 255 个收款地址。',
      fee: '签名之前先展示手续费。',
    },
  },
  roadmap: {
    title: '路线图',
    savedLists: {
      date: '2027 年第一季度',
      title: '保存名单',
      text: '把收款名单保存在浏览器里，下一轮直接复用。',
    },
    permitApprovals: {
      date: '2027 年第二季度',
      title: 'Permit 签名授权',
      text: '代币支持时，用签名代替单独的授权交易。',
    },
    moreChains: {
      date: '2027 年第三季度',
      title: '支持更多链',
      text: '同样的合约和校验，部署到社区投票选出的其他 {{evm}} 网络。',
    },
    aptosTransfers: {
      date: '2027 年第四季度',
      title: '{{aptos}} 批量转账',
      text: '为现在就能批量生成的 {{aptos}} 钱包提供批量转账。',
    },
  },
  phone: {
    kicker: '手机端',
    title: '在钱包 App 里也能用',
    lead: '在手机钱包的内置浏览器中打开 {{fanout}}，校验流程和电脑端完全一样。',
    note: '商店链接指向我们测试过的钱包 App；{{fanout}} 本身无需安装。',
    mockupLabel: '发送前看清合计和批次',
  },
  features: {
    kicker: '项目',
    title: '为经常要给​很多人​打款的人而做',
    lead: '每个功能背后，都有一次出过问题的发放。',
    lineChecks: {
      title: '逐行校验',
      text: '地址错误、数量错误、小数位过多、重复地址，都会标出所在行号。',
    },
    exactTotals: {
      title: '精确合计',
      text: '金额按精确小数累加，绝不使用会四舍五入的浮点数。',
    },
    autoBatches: {
      title: '自动分批',
      text: '长名单自动拆分，每批最多 255 个地址。',
    },
    oneApproval: {
      title: '只授权一次',
      text: '工具只申请还差的那部分授权额度。',
    },
    feeUpFront: {
      title: '手续费先知',
      text: '每次签名前都展示 Gas 预估和服务费。',
    },
    receipts: {
      title: '交易回执',
      text: '每一批都有交易链接，可以直接发给收款人。',
    },
  },
  screenshots: {
    kicker: '截图',
    title: '工具一览',
  },
  share: {
    kicker: '社区',
    title: '分享有效的做法',
    lead: '成员们会分享自己的发放清单、{{csv}} 模板和复盘，下一位财务不用从零开始。',
    cta: '阅读社区笔记',
  },
  pricing: {
    kicker: '价格',
    title: '适合经常发放的团队',
    lead: '示例套餐：链上手续费对所有人都一样。',
    monthly: '按月',
    yearly: '按年',
    perMonth: '/ 月',
    perYear: '/ 年',
    featured: '最受欢迎',
    choose: '选择套餐',
  },
  faq: {
    kicker: '常见问题',
    title: '每周都会被问到的问题',
  },
  testimonials: {
    kicker: '用户反馈',
    title: '成员怎么说',
  },
  rounds: {
    kicker: '发放轮次',
    title: '社区发放记录',
    lead: '每张卡片都是社区一起完成的一轮发放。',
    round: '第 {{id}} 轮',
    recipients_one: '{{count}} 个地址',
    recipients_other: '{{count}} 个地址',
    showAll: '显示全部 {{count}} 轮',
    showLatest: '只显示最近 {{count}} 轮',
    batches_one: '{{count}} 批',
    batches_other: '{{count}} 批',
  },
  talk: {
    title: '准备一次大规模发放？',
    lead: '预约主持人，在发放前一起过一遍名单。',
    cta: '预约主持人',
  },
  partners: {
    kicker: '合作伙伴',
    title: '与伙伴一起建设',
  },
  blog: {
    kicker: '博客',
    title: '社区笔记',
  },
  quoteHero: {
    kicker: '开启项目',
  },
  countdownHero: {
    title: '距离“{{milestone}}”功能上线（路线图 {{date}}）还有',
  },
  discount: {
    title: '首个项目立减 20%',
    text: '订阅后，我们会在下一期通讯中发送优惠码。',
  },
  videoHero: {
    label: '社区工作场景背景视频',
  },
};
