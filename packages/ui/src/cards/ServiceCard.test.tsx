import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { ServiceCard } from './ServiceCard';

describe('ServiceCard', () => {
  it('names the service and links to it', async () => {
    const { container } = render(
      <ServiceCard
        icon={<svg viewBox="0 0 10 10" />}
        title="Bulk send on Polygon"
        desc="One token, hundreds of recipients, one approval."
        href="#/tool"
        linkLabel="Open the tool"
      />,
    );
    const service = screen.getByRole('article', { name: 'Bulk send on Polygon' });
    expect(within(service).getByText('One token, hundreds of recipients, one approval.')).toBeInTheDocument();
    const link = within(service).getByRole('link', { name: 'Open the tool' });
    expect(link).toHaveAttribute('href', '#/tool');
    expect(link).toHaveAccessibleDescription('Bulk send on Polygon');
    await expectAccessible(container);
  });

  it('has no link when none is given', () => {
    render(<ServiceCard title="Workshops" desc="Wallet safety, in person and online." />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
