import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { StoreBadge } from './StoreBadge';

describe('StoreBadge', () => {
  it('is a download link named by both of its lines', async () => {
    const { container } = render(
      <>
        <StoreBadge store="app-store" href="#/download" caption="Download on the" storeName="App Store" />
        <StoreBadge store="google-play" href="#/download" caption="Get it on" storeName="Google Play" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', '#/download');
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    await expectAccessible(container);
  });
});
