import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { TeamCard } from './TeamCard';

describe('TeamCard', () => {
  it('presents the member with role, line and social links', async () => {
    const { container } = render(
      <TeamCard
        name="Lin Mei"
        post="Community lead"
        desc="Runs the wallet-safety workshops."
        imageUrl="/avatar.svg"
        socials={<a href="https://t.me/fanout">Telegram</a>}
      />,
    );
    const member = screen.getByRole('article', { name: 'Lin Mei' });
    expect(within(member).getByRole('heading', { name: 'Lin Mei' })).toBeInTheDocument();
    expect(within(member).getByText('Community lead')).toBeInTheDocument();
    expect(within(member).getByText('Runs the wallet-safety workshops.')).toBeInTheDocument();
    expect(within(member).getByRole('link', { name: 'Telegram' })).toBeInTheDocument();
    await expectAccessible(container);
  });
});
