import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { Button } from './Button';
import { LinkButton } from './LinkButton';

describe('Button', () => {
  it('runs its action on click and from the keyboard', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Button onClick={onClick}>Send batch</Button>);
    const button = screen.getByRole('button', { name: 'Send batch' });
    await user.click(button);
    await user.tab();
    expect(button).not.toHaveFocus();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is a plain button, never a form submit, unless asked', () => {
    render(
      <>
        <Button>Cancel</Button>
        <Button type="submit">Submit</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
  });

  it('does nothing while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Subscribe
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  it('has no accessibility violations in every variant', async () => {
    const { container } = render(
      <>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost" size="lg">
          Ghost
        </Button>
      </>,
    );
    await expectAccessible(container);
  });
});

describe('LinkButton', () => {
  it('is a link to its destination', async () => {
    const { container } = render(<LinkButton href="#/">Go to Homepage</LinkButton>);
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '#/');
    await expectAccessible(container);
  });
});
