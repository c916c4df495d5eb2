import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { ReviewCard } from './ReviewCard';

describe('ReviewCard', () => {
  it('announces the rating as text and credits the reviewer', async () => {
    const { container } = render(
      <ReviewCard
        rating={4}
        ratingLabel="Rated 4 out of 5"
        title="Payroll in one go"
        text="We paid 180 contributors in two transactions."
        name="Sam Okafor"
        org="Northwind DAO"
        imageUrl="/avatar.svg"
      />,
    );
    const review = screen.getByRole('article', { name: 'Payroll in one go' });
    expect(within(review).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(review).getByText('We paid 180 contributors in two transactions.')).toBeInTheDocument();
    expect(within(review).getByText('Sam Okafor')).toBeInTheDocument();
    expect(within(review).getByText('Northwind DAO')).toBeInTheDocument();
    await expectAccessible(container);
  });

  it('fills as many stars as the rating, within 0 to 5', () => {
    const { container, rerender } = render(
      <ReviewCard rating={3} ratingLabel="3" title="t" text="x" name="n" org="o" imageUrl="/a.svg" />,
    );
    const filled = () => container.querySelectorAll('svg:not([class])').length;
    expect(filled()).toBe(3);
    rerender(<ReviewCard rating={9} ratingLabel="5" title="t" text="x" name="n" org="o" imageUrl="/a.svg" />);
    expect(filled()).toBe(5);
  });
});
