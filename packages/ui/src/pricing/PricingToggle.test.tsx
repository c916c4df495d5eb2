import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import type { BillingPeriod } from './BillingPeriod';
import { PricingCard } from './PricingCard';
import { PricingToggle } from './PricingToggle';

function Pricing() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <>
      <PricingToggle monthlyLabel="Monthly" yearlyLabel="Yearly" value={period} onChange={setPeriod} />
      <PricingCard
        name="Standard"
        monthlyPrice="19.99"
        yearlyPrice="69.99"
        period={period}
        periodLabels={{ monthly: '/month', yearly: '/year' }}
        features={['1 community seat']}
        ctaLabel="Choose plan"
        ctaHref="#/contact"
      />
    </>
  );
}

describe('PricingToggle', () => {
  it('starts on monthly with the monthly label highlighted', async () => {
    const { container } = render(<PricingToggle monthlyLabel="Monthly" yearlyLabel="Yearly" />);
    expect(screen.getByRole('switch', { name: 'Yearly' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('button', { name: 'Yearly' })).toHaveAttribute('data-active', 'false');
    await expectAccessible(container);
  });

  it('switches the cards to yearly prices and back, highlighting the matching label', async () => {
    const user = userEvent.setup();
    render(<Pricing />);
    expect(screen.getByText('$19.99')).toBeInTheDocument();
    expect(screen.queryByText('$69.99')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Yearly' }));
    expect(screen.getByRole('switch', { name: 'Yearly' })).toBeChecked();
    expect(screen.getByText('$69.99')).toBeInTheDocument();
    expect(screen.getByText('/year')).toBeInTheDocument();
    expect(screen.queryByText('$19.99')).toBeNull();
    expect(screen.getByRole('button', { name: 'Yearly' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('data-active', 'false');

    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(screen.getByText('$19.99')).toBeInTheDocument();
  });

  it('is operated from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PricingToggle monthlyLabel="按月" yearlyLabel="按年" onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('switch', { name: '按年' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('yearly');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('monthly');
  });
});
