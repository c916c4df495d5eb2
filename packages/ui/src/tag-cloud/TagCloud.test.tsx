import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { TagCloud } from './TagCloud';

const tags = [
  { label: 'Airdrops', href: '#/blog-grid?tag=airdrops', count: 12 },
  { label: 'Polygon', href: '#/blog-grid?tag=polygon', count: 8 },
  { label: 'Security', href: '#/blog-grid?tag=security' },
];

describe('TagCloud', () => {
  it('lists each tag as a link, with its count spoken in words', async () => {
    const { container } = render(<TagCloud tags={tags} label="Tags" countLabel={(n) => `, ${n} posts`} />);
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Airdrops, 12 posts' })).toHaveAttribute(
      'href',
      '#/blog-grid?tag=airdrops',
    );
    expect(within(list).getByRole('link', { name: 'Security' })).toBeInTheDocument();
    await expectAccessible(container);
  });

  it('shows bare counts without a count label, and every tag is reachable by Tab', async () => {
    const user = userEvent.setup();
    render(<TagCloud tags={tags} label="标签" />);
    expect(screen.getByRole('link', { name: 'Polygon8' })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Security' })).toHaveFocus();
  });
});
