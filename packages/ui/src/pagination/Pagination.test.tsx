import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { Pagination } from './Pagination';

const labels = { nav: 'Blog pages', previous: 'Previous page', next: 'Next page', page: (n: number) => `Page ${n}` };
const hrefFor = (n: number) => `#/blog-grid?page=${n}`;

describe('Pagination', () => {
  it('links every page and marks the current one', async () => {
    const { container } = render(<Pagination pages={4} current={2} hrefFor={hrefFor} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(
      within(nav)
        .getAllByRole('link', { name: /^Page / })
        .map((a) => a.textContent),
    ).toEqual(['1', '2', '3', '4']);
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '#/blog-grid?page=1');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '#/blog-grid?page=3');
    await expectAccessible(container);
  });

  it('offers no previous link on the first page and no next link on the last', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Pagination pages={4} current={1} hrefFor={hrefFor} labels={labels} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveFocus();

    rerender(<Pagination pages={4} current={4} hrefFor={hrefFor} labels={labels} />);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '#/blog-grid?page=3');
  });
});
