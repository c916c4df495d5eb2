import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { scrollWindowTo } from '../testing/scrollWindowTo';
import { setViewport } from '../testing/setViewport';
import { NavBar } from './NavBar';

function renderNav() {
  return render(
    <NavBar
      label="Main"
      menuLabel="Menu"
      brand={<a href="#/">Fanout</a>}
      links={[
        <a key="home" href="#/">
          Home
        </a>,
        <a key="tool" href="#/tool">
          Tool
        </a>,
      ]}
      languageMenu={<button type="button">English</button>}
      connectButton={<button type="button">Connect</button>}
    />,
  );
}

describe('NavBar', () => {
  it('shows every link and slot on a desktop without a menu button', async () => {
    const { container } = renderNav();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tool' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'English' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expectAccessible(container);
  });

  it('takes the affix style once the page is scrolled at all, and drops it back at the top', () => {
    const { container } = renderNav();
    const header = container.querySelector('header');
    expect(header).toHaveAttribute('data-affixed', 'false');
    scrollWindowTo(1);
    expect(header).toHaveAttribute('data-affixed', 'true');
    scrollWindowTo(0);
    expect(header).toHaveAttribute('data-affixed', 'false');
  });

  it('collapses the menu on phones and toggles it with the menu button', async () => {
    setViewport({ width: 375 });
    const user = userEvent.setup();
    const { container } = renderNav();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Tool' })).toBeNull();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Tool' })).toBeVisible();
    await expectAccessible(container);

    await user.click(menu);
    expect(screen.queryByRole('link', { name: 'Tool' })).toBeNull();
  });

  it('closes the phone menu with Escape or when a link is followed', async () => {
    setViewport({ width: 320 });
    const user = userEvent.setup();
    renderNav();
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Tool' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives focus back to the menu button when Escape closes the menu from inside it', async () => {
    setViewport({ width: 320 });
    const user = userEvent.setup();
    renderNav();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    screen.getByRole('link', { name: 'Tool' }).focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('switches to the desktop layout when the window widens', () => {
    setViewport({ width: 375 });
    renderNav();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    setViewport({ width: 1200 });
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tool' })).toBeVisible();
  });
});
