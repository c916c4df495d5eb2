// Simplified Chinese alt texts and captions of the home page's Tool pictures (namespace `toolPictures`): the same keys as en.ts.
import type { Widen } from '../../../../i18n/Widen.js';
import type { en } from './en.js';

export const chs: Widen<typeof en> = {
  list: {
    alt: '工具中粘贴了五行：预览显示 4 个收款人、1 POL、1 笔交易，第 3 行被标为地址无效。',
    caption: '粘贴列表：逐行检查，出错的行会标明',
  },
  quote: {
    alt: '发送前的报价：300 个收款人分为 2 笔交易，每笔 150 行，并列出每笔的 Gas、网络费用和服务费。',
    caption: '签名前看清费用和每笔交易',
  },
  run: {
    alt: '发送进行中：2 笔交易中第 1 笔已支付，第 2 笔已发出，等待上链。',
    caption: '逐笔查看支付进度',
  },
  receipt: {
    alt: '回执：已向 300 个收款人支付 75 POL，共 2 笔交易，附服务费、已用 Gas 和网络费用，可下载 {{csv}} 或 JSON 回执。',
    caption: '每次付款都有回执',
  },
};
