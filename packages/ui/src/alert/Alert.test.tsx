import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces a success politely with the success style', async () => {
    const { container } = render(<Alert tone="success">Form submitted successfully</Alert>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Form submitted successfully');
    expect(status).toHaveClass('alert-success');
    await expectAccessible(container);
  });

  it('announces an error at once with the danger style', async () => {
    const { container } = render(
      <Alert tone="danger" title="Error">
        Found error in the form. Please check again.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('ErrorFound error in the form. Please check again.');
    expect(alert).toHaveClass('alert-danger');
    await expectAccessible(container);
  });

  it('can be dismissed by mouse or keyboard when it offers a close button', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    render(
      <Alert tone="success" dismissLabel="Close" onDismiss={onDismiss}>
        Saved
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
