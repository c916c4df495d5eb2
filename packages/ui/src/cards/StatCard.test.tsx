import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows the figure above its label', async () => {
    const { container } = render(<StatCard value="21K" label="Transfers sent" />);
    const figure = screen.getByText('21K');
    const label = screen.getByText('Transfers sent');
    expect(figure.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectAccessible(container);
  });
});
