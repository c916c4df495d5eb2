import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by click on the label and by Space', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Checkbox
        required
        label={
          <>
            I agree to the <a href="#/terms">terms</a>
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).not.toBeChecked();
    expect(box).toBeRequired();
    await user.click(screen.getByText(/I agree/));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    await expectAccessible(container);
  });

  it('describes itself with its error text', () => {
    render(<Checkbox label="Agree" error="Please accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Please accept the terms');
  });
});
