// One breadcrumb step (SPEC §3); `name` is a translation key.
import type { MessageKey } from '../../i18n/MessageKey.js';

export interface BreadcrumbItem {
  link: string;
  name: MessageKey;
  isActive: boolean;
}
