import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { PricingCard } from './PricingCard';

const plan = {
  name: 'Premium',
  monthlyPrice: '49.99',
  yearlyPrice: '159.99',
  periodLabels: { monthly: '/month', yearly: '/year' },
  features: ['Up to 5,000 recipients a month', 'Saved lists'],
  ctaLabel: 'Choose plan',
  ctaHref: '#/contact',
};

describe('PricingCard', () => {
  it('shows the plan with its monthly price, features and call to action', async () => {
    const { container } = render(<PricingCard {...plan} period="monthly" featuredLabel="Most popular" />);
    const card = screen.getByRole('article', { name: 'Premium' });
    expect(within(card).getByText('$49.99')).toBeInTheDocument();
    expect(within(card).getByText('/month')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByText('Most popular')).toBeInTheDocument();
    const cta = within(card).getByRole('link', { name: 'Choose plan' });
    expect(cta).toHaveAttribute('href', '#/contact');
    expect(cta).toHaveAccessibleDescription('Premium');
    await expectAccessible(container);
  });

  it('shows only the yearly price when billed yearly', () => {
    render(<PricingCard {...plan} period="yearly" currency="¥" />);
    expect(screen.getByText('¥159.99')).toBeInTheDocument();
    expect(screen.queryByText('¥49.99')).toBeNull();
  });
});
