// The API answers a path it does not know (`/no-such-page`) with this site and status 404: show the 404 page at `/#/404`
// (or the hash page the address already names), so every link of the site resolves from the root again.
export function moveToSiteRoot(location: Location, history: History): void {
  if (location.pathname === '/' || location.pathname === '/index.html') return;
  history.replaceState(
    null,
    '',
    `/${location.hash && location.hash !== '#' && location.hash !== '#/' ? location.hash : '#/404'}`,
  );
}
