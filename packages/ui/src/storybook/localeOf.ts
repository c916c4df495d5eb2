// Reads the story's language from the toolbar global; stories pick their en or chs text with it.
export type Locale = 'en' | 'chs';

export function localeOf(context: { globals: Record<string, unknown> }): Locale {
  return context.globals.locale === 'chs' ? 'chs' : 'en';
}
