import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { SkillBar } from './SkillBar';

describe('SkillBar', () => {
  it('shows the skill and its percentage, as a meter screen readers can read', async () => {
    const { container } = render(<SkillBar label="Solidity" value={80} />);
    const meter = screen.getByRole('meter', { name: 'Solidity' });
    expect(meter).toHaveValue(80);
    expect(screen.getByText('80%', { selector: 'span' })).toBeInTheDocument();
    expect(container.querySelector<HTMLElement>('[aria-hidden="true"] > div')?.style.width).toBe('80%');
    await expectAccessible(container);
  });

  it('keeps the value within 0 to 100', () => {
    render(
      <>
        <SkillBar label="Over" value={140} />
        <SkillBar label="Under" value={-3} />
      </>,
    );
    expect(screen.getByRole('meter', { name: 'Over' })).toHaveValue(100);
    expect(screen.getByRole('meter', { name: 'Under' })).toHaveValue(0);
  });
});
