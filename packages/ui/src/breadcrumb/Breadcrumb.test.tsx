import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { Breadcrumb } from './Breadcrumb';

const items = [
  { name: 'Home', link: '#/' },
  { name: 'Pages', link: '#/about-us' },
  { name: 'Team', link: '#/team', isActive: true },
];

describe('Breadcrumb', () => {
  it('links back to Home and Pages and marks the current page as text', async () => {
    const { container } = render(<Breadcrumb items={items} label="Breadcrumb" />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const entries = within(trail).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Home', 'Pages', 'Team']);
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/');
    expect(within(trail).getByRole('link', { name: 'Pages' })).toHaveAttribute('href', '#/about-us');
    expect(within(trail).queryByRole('link', { name: 'Team' })).toBeNull();
    expect(within(trail).getByText('Team')).toHaveAttribute('aria-current', 'page');
    await expectAccessible(container);
  });

  it('lets keyboard users reach only the links', async () => {
    const user = userEvent.setup();
    render(<Breadcrumb items={items} label="面包屑" tone="light" />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Pages' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
