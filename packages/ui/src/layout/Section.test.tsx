import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { Container } from './Container';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its title, reachable by its anchor id', async () => {
    const { container } = render(
      <Section id="pricing" eyebrow="Plans" title="Simple pricing" subtitle="Pay monthly or save yearly.">
        <p>Plans</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Simple pricing' });
    expect(region).toHaveAttribute('id', 'pricing');
    expect(screen.getByRole('heading', { level: 2, name: 'Simple pricing' })).toBeInTheDocument();
    expect(screen.getByText('Pay monthly or save yearly.')).toBeInTheDocument();
    await expectAccessible(container);
  });

  it('uses the requested heading level and renders without a header when untitled', () => {
    render(
      <>
        <Section title="关于我们" headingLevel={1} />
        <Section>
          <p>Body only</p>
        </Section>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '关于我们' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Body only')).toBeInTheDocument();
  });
});

describe('Container', () => {
  it('wraps its content', () => {
    render(<Container data-testid="c">Inside</Container>);
    expect(screen.getByTestId('c')).toHaveTextContent('Inside');
  });
});
