// Render the whole app at a hash route and wait until the lazily loaded page has appeared.

import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { App } from '../App.js';

export async function renderRoute(path: string) {
  window.location.hash = `#${path}`;
  const view = render(<App />);
  await waitFor(() => expect(screen.queryByRole('main')?.querySelector('h1, h2')).toBeTruthy(), { timeout: 15_000 });
  return view;
}
