// Simplified Chinese texts of the Contact Us page (namespace `contact`): the same keys as en.ts.
import type { Widen } from '../../../i18n/Widen.js';
import type { en } from './en.js';

export const chs: Widen<typeof en> = {
  mailTitle: '邮件联系',
  chatTitle: '24/7 在线交流',
  chatText: '{{telegram}}：{{telegramHandle}}',
  visitTitle: '线下拜访',
  visitText: '社区服务台，柏林 {{torstrasse}} 1 号',
  mapTitle: '社区服务台地图',
  mapStreet: '{{torstrasse}}',
  mapCrossStreet: '{{rosaLuxemburgStrasse}}',
  mapSquare: '罗莎·卢森堡广场',
  mapPin: '{{torstrasse}} 1 号',
  openMap: '在 OpenStreetMap 上查看路线（新标签页打开）',
};
