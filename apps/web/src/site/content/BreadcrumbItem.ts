// One breadcrumb step (SPEC §3); `name` is the text shown, in the page's language.
export interface BreadcrumbItem {
  link: string;
  name: string;
  isActive: boolean;
}
