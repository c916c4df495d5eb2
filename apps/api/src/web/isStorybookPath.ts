// Storybook's files (under /storybook/) carry their own policy, not the site's.
export function isStorybookPath(url: string): boolean {
  return url === '/storybook' || url.startsWith('/storybook/') || url.startsWith('/storybook?');
}
