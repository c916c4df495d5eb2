import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('takes several lines of text', async () => {
    const user = userEvent.setup();
    const { container } = render(<Textarea label="Message" required />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toBeRequired();
    await user.type(field, 'first line{Enter}second line');
    expect(field).toHaveValue('first line\nsecond line');
    await expectAccessible(container);
  });

  it('shows its error text to sighted and screen reader users', () => {
    render(<Textarea label="留言" error="请填写留言" />);
    const field = screen.getByRole('textbox', { name: '留言' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('请填写留言');
  });
});
