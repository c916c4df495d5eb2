// Reads the story's language from the toolbar global; stories pick their en or chs text with it.
import type { Locale } from '../format/Locale';

export function localeOf(context: { globals: Record<string, unknown> }): Locale {
  return context.globals.locale === 'chs' ? 'chs' : 'en';
}
