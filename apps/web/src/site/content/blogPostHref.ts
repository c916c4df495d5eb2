// The address of a sample post's own article.
export function blogPostHref(number: number, sidebar: 'left' | 'right' = 'right'): string {
  return `#/blog-details-${sidebar}-sidebar?post=${number}`;
}
