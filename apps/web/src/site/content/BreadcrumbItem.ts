// One breadcrumb step (SPEC §3); `name` is a key of the site's texts.
import type { SiteTextKey } from '../siteText.js';

export interface BreadcrumbItem {
  link: string;
  name: SiteTextKey;
  isActive: boolean;
}
