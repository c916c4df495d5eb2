// Simplified Chinese texts of the blog pages (namespace `blog`): the same keys as en.ts.
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
  list: {
    title: '社区笔记',
  },
  article: {
    by: '作者：{{name}}',
    byOn: '作者：{{name}} · {{month}}{{day}}日',
    repliesClosed: '这是一篇示例文章，暂不开放评论，下面的表单仅作展示。',
    firstAirdrop: {
      p1: '空投就是有截止时间、有受众的一次发放。大多数麻烦出在名单上，而不是链上：地址后面多复制了一个空格，小数点写成了逗号，同一个贡献者被列了两次。',
      p2: '先把地址和数量收集到一张表里，并指定一位负责人最终确认。把名单粘贴到工具里：每一行都会校验，并显示精确合计，你可以在任何操作之前和预算对一遍。',
      quote: '名单核对两遍，签名只签一次。',
      p3: '名单没问题之后，按合计金额授权代币，确认每批的手续费，然后发送。把交易回执发到群里，收款人就能看到自己的款项到账。',
    },
    allowances: {
      p1: '工具要替你发送代币之前，代币合约必须知道你允许它这么做。这个许可就是授权：BulkSend 合约最多可以从你的钱包里转出的数量，仅此而已。',
      p2: '工具只申请名单所需的数量，从不申请无限授权。批量发送完成后，授权额度也就用完了。如果中途停下，剩余的额度仍然有效：不打算再发送时，在钱包或区块浏览器里撤销即可。',
      quote: '发多少就授权多少，而不是有多少授权多少。',
    },
    monthlyPayroll: {
      p1: 'Lattice 公会每个月要给 40 位贡献者发工资。以前要花一个下午逐笔转账，每个季度总会输错一次金额。现在财务把当月的表格导出成 {{csv}}，直接拖进工具。',
      p2: '每一行都会校验，合计金额和预算对一遍，然后一次授权、一批发完。交易回执链接发到公会频道，每个人不用问就能看到自己的工资。',
      quote: '发工资变成了十分钟、带回执的事。',
    },
    duplicates: {
      p1: '有人把表单填了两次，表格是从两个来源合并的，同一个地址一次小写一次大写：长名单里总会混进重复地址，每一个都意味着多付一笔。',
      p2: '工具比较地址时不区分大小写，并标出每一行与前面重复的地址。由你决定：删掉重复的那一行，或者在对方确实应得两笔时把金额合并成一笔。',
      quote: '重复地址就是一笔你本不想付的钱。',
    },
    testWallets: {
      p1: '一场有 120 支队伍的黑客松需要一批只放少量测试币、不存任何有价值资产的钱包。工具的批量生成钱包功能在浏览器里创建 {{evm}} 或 {{aptos}} 钱包，私钥不会发送到任何地方。',
      p2: '下载名单，把每个地址和私钥打印在卡片上，再用一次批量转账给这些地址打币。活动结束后，把这些私钥当作公开的：它们已经印在纸上了。',
      quote: '测试钱包只放测试币。',
    },
    feeEstimate: {
      p1: '签名之前，工具会显示这一批要花多少：每笔交易的 Gas、当时的 Gas 价格，以及合约收取的服务费（Gas 费用的固定比例）。',
      p2: '超过 255 个收款地址的名单会拆成多笔交易，每笔都有自己的预估。这些数字随网络变化，所以每笔交易签名前，工具都会重新预估一次。',
      quote: '每一次签名之前，你都先看到手续费。',
    },
    commentsTitle: '3 条评论',
    samAdeyemi: {
      name: '{{samAdeyemi}}',
      text: '我们现在会先让每位贡献者用表单确认一次地址，意外少多了。',
    },
    lenaNovak: {
      name: '{{lenaNovak}}',
      text: '补充一点：最后一批发完后，记得撤销剩余的授权。',
    },
    weiZhang: {
      name: '张伟',
      text: '好建议，我们会在工具里加个提醒。',
    },
    reply: '回复',
    leaveReply: '发表评论',
    name: '姓名',
    email: '邮箱',
    website: '网站',
    comment: '评论',
    post: '发表评论',
    daysAgo_one: '{{count}} 天前',
    daysAgo_other: '{{count}} 天前',
  },
};
