import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/renderRoute.js';
import { SPEC_ROUTES } from '../testing/SPEC_ROUTES.js';

const NOT_FOUND_TITLE = 'Sorry, something went wrong';

describe('routing', () => {
  it.each(SPEC_ROUTES.filter((path) => path !== '/404'))('%s renders its page, not the 404 page', async (path) => {
    await renderRoute(path);
    expect(screen.queryByText(NOT_FOUND_TITLE)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(document.getElementById('footer')).toBeTruthy();
  });

  it.each(['/404', '/no-such-page', '/index-11', '/blog/unknown'])(
    '%s shows the 404 page with a link home',
    async (path) => {
      await renderRoute(path);
      expect(screen.getByRole('heading', { name: '404' })).toBeTruthy();
      expect(screen.getByText(NOT_FOUND_TITLE)).toBeTruthy();
      expect(
        screen.getByText(
          'The page you are looking for might have been removed, had its name changed, or be temporarily unavailable.',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('#/');
    },
  );

  it('sets the page title from the route metadata', async () => {
    const team = await renderRoute('/team');
    await waitFor(() => expect(document.title).toBe('Team · Fanout'));
    team.unmount();
    await renderRoute('/index-7');
    await waitFor(() => expect(document.title).toBe('Home 7 · Fanout'));
  });

  it('describes each page for search engines with its own meta description', async () => {
    const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    const team = await renderRoute('/team');
    await waitFor(() => expect(description()).toMatch(/^Meet the Fanout team/));
    team.unmount();
    await renderRoute('/tool');
    await waitFor(() => expect(description()).toMatch(/EVM or Aptos wallets at once/));
  });

  it('gives secondary pages the breadcrumb Home > Pages > current page', async () => {
    await renderRoute('/faq');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('HomePagesFAQ');
    expect(crumbs.querySelector('[aria-current="page"]')?.textContent).toBe('FAQ');
  });

  it('shows the coloured logo and no newsletter on home four only', async () => {
    const four = await renderRoute('/index-4');
    expect(four.container.querySelector('.site-nav linearGradient')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Newsletter' })).toBeNull();
    expect(document.querySelectorAll('[data-round]').length).toBe(48);
    four.unmount();
    await renderRoute('/');
    expect(document.querySelector('.site-nav linearGradient')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeTruthy();
  });
});
