// Simplified Chinese texts of the About feature's profile page (namespace `about`): the same keys as en.ts.
import type { Widen } from '../../../i18n/Widen.js';
import type { en } from './en.js';

export const chs: Widen<typeof en> = {
  profile: {
    name: '{{lenaNovak}}',
    post: '安全负责人',
    bio: 'Lena 从 2019 年起为开源社区处理发放，现在负责钱包安全分享会。她推崇简短的检查清单，以及平淡、可预期的交易。',
    skills: '技能',
    skillContractReview: '智能合约审查',
    skillWorkshopHosting: '分享会主持',
    skillIncidentResponse: '安全事件响应',
  },
};
