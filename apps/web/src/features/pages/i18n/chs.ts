// Simplified Chinese texts of the 404, thank-you, download, coming-soon, FAQ, review and account pages (namespace `pages`): the same keys as en.ts.
import type { Widen } from '../../../i18n/Widen.js';
import type { en } from './en.js';

export const chs: Widen<typeof en> = {
  notFound: {
    heading: '404',
    title: '抱歉，出错了',
    text: '你访问的页面可能已被删除、已更名或暂时无法访问。',
    home: '返回首页',
  },
  thankYou: {
    title: '感谢你的留言',
    text: '我们已收到你的消息，工作日 24 小时内回复。',
  },
  download: {
    title: '随时随地使用 {{fanout}}',
    lead: '{{fanout}} 没有需要安装的应用：在手机钱包的内置浏览器里打开工具即可。下面的商店链接是我们测试过的钱包应用。',
    mockupLabel: '授权一次，然后发送',
  },
  auth: {
    loginTitle: '登录',
    signUpTitle: '创建账号',
    resetTitle: '重置密码',
    resetLead: '输入邮箱，我们会发送重置链接。',
    email: '邮箱',
    password: '密码',
    name: '姓名',
    terms: '我同意服务条款和风险提示',
    login: '登录',
    signUp: '注册',
    reset: '发送重置链接',
    orWith: '或使用以下方式',
    github: '使用 {{github}} 登录',
    x: '使用 {{x}} 登录',
    social: '第三方登录',
    noAccount: '还没有账号？',
    register: '注册',
    haveAccount: '已经是成员？',
    forgot: '忘记密码？',
    exampleNote: '账户功能尚未开放：此表单仅为示例，不会发送任何内容。成员请在工具页用钱包登录。',
  },
  faq: {
    title: '每周都会被问到的问题',
  },
  comingSoon: {
    title: '新功能即将上线',
    lead: '下一个大版本将在 2027 年路线图之后推出，临近上线时开放订阅。',
    subscribe: '上线通知我',
  },
  review: {
    title: '用户评价',
    lead: '社区成员的示例评价。',
    rating: '评分 {{n}} / 5',
  },
};
