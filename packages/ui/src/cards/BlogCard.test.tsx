import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { BlogCard } from './BlogCard';

describe('BlogCard', () => {
  it('shows the post date, counts, title link and summary', async () => {
    const { container } = render(
      <BlogCard
        imageUrl="/cover.svg"
        day={12}
        month="Mar"
        comments={3}
        shares={14}
        commentsLabel="Comments"
        sharesLabel="Shares"
        title="Planning an airdrop for 2,000 wallets"
        desc="Split the list, check the totals, approve once."
        href="#/blog-details-left-sidebar"
        readMoreLabel="Read more"
      />,
    );
    const post = screen.getByRole('article', { name: 'Planning an airdrop for 2,000 wallets' });
    expect(within(post).getByText('12')).toBeInTheDocument();
    expect(within(post).getByText('Mar')).toBeInTheDocument();
    expect(within(post).getByText('3 Comments')).toBeInTheDocument();
    expect(within(post).getByText('14 Shares')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: 'Planning an airdrop for 2,000 wallets' })).toHaveAttribute(
      'href',
      '#/blog-details-left-sidebar',
    );
    expect(within(post).getByRole('link', { name: 'Read more' })).toHaveAccessibleDescription(
      'Planning an airdrop for 2,000 wallets',
    );
    const cover = container.querySelector('img');
    expect(cover).toHaveAttribute('width', '600');
    expect(cover).toHaveAttribute('height', '400');
    await expectAccessible(container);
  });
});
