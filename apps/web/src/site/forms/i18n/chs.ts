// Simplified Chinese texts of the site's forms (namespace `forms`): the same keys as en.ts.
import type { Widen } from '../../../i18n/Widen.js';
import type { en } from './en.js';

export const chs: Widen<typeof en> = {
  talkToUs: {
    kicker: '联系',
    title: '联系我们',
    lead: '关于发放、名单或分享会有任何问题，欢迎留言。',
    promise: '工作日 24 小时内回复。',
  },
  contactForm: {
    name: '姓名',
    email: '邮箱',
    message: '留言',
    messagePlaceholder: '你打算发什么代币，发给多少人？',
    send: '发送留言',
    sending: '发送中…',
  },
  alert: {
    success: '提交成功',
    error: '表单有误，请检查后重试。',
  },
  quoteForm: {
    title: '获取报价',
    lead: '说说你的发放计划，我们会在工作日 24 小时内通过邮件回复。',
    name: '姓名',
    email: '邮箱',
    message: '项目详情',
    agree: '同意 {{fanout}} 就这个需求通过邮件联系我',
    send: '获取报价',
  },
  refusal: {
    email: '邮箱地址未通过校验，请检查一下，例如 name@example.com。',
    tooLongField: '“{{field}}”太长了：最多 {{max}} 个字符。',
    tooLong: '表单内容太长，无法发送，请缩短留言。',
    invalidField: '“{{field}}”未通过校验，请检查后重新发送。',
    invalid: '表单未通过校验，请检查各项后重新发送。',
    tooMany: '你的网络发送的消息太多了，请等几分钟再发送。',
    server: '我们这边出了点问题。你填写的内容还在，请过几分钟再发送。',
    offline: '无法连接到服务器，请检查网络。你填写的内容还在。',
  },
  honeypot: '此栏请留空',
  namePlaceholder: '你的名字',
  emailPlaceholder: '{{exampleEmail}}',
  newsletter: {
    subscribe: '订阅',
  },
};
