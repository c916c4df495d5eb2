import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { Input } from './Input';

describe('Input', () => {
  it('is found by its label and takes typing', async () => {
    const user = userEvent.setup();
    const { container } = render(<Input label="Email" type="email" name="email" required />);
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toBeRequired();
    expect(container.querySelector('label')).toHaveTextContent('Email*');
    await user.type(field, 'ada@example.org');
    expect(field).toHaveValue('ada@example.org');
    await expectAccessible(container);
  });

  it('focuses the field when its label is clicked', async () => {
    const user = userEvent.setup();
    render(<Input label="Name" />);
    await user.click(screen.getByText('Name'));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('ties the hint and the error to the field and marks it invalid', async () => {
    const { container } = render(<Input label="Wallet count" hint="Please enter a number <100" error="Too many" />);
    const field = screen.getByRole('textbox', { name: 'Wallet count' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Please enter a number <100 Too many');
    await expectAccessible(container);
  });

  it('is valid and undescribed without hint or error', () => {
    render(<Input label="Website" />);
    const field = screen.getByRole('textbox', { name: 'Website' });
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('aria-describedby');
  });
});
