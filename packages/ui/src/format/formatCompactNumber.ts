// Short numbers for counters and stats: 21K, 1.2M in English; 2.1万, 1.2亿 in Chinese.
import type { Locale } from './Locale';

const formatters: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }),
  chs: new Intl.NumberFormat('zh-CN', { notation: 'compact', maximumFractionDigits: 1 }),
};

export function formatCompactNumber(value: number | bigint, locale: Locale = 'en'): string {
  return formatters[locale].format(value);
}
