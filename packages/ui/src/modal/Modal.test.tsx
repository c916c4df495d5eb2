import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect wallet
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Connect a wallet" closeLabel="Close">
        <button type="button">MetaMask</button>
        <button type="button">Trust Wallet</button>
      </Modal>
    </>
  );
}

/** Its one choice is replaced by the account once pressed, as the connect dialog's is. */
function Swapping() {
  const [open, setOpen] = useState(true);
  const [connected, setConnected] = useState(false);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Connect a wallet" closeLabel="Close">
      {connected ? (
        <p>Connected</p>
      ) : (
        <button type="button" onClick={() => setConnected(true)}>
          MetaMask
        </button>
      )}
    </Modal>
  );
}

describe('Modal', () => {
  it('opens as a dialog named by its title, with focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect a wallet' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
    await expectAccessible(document.body);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'MetaMask' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Trust Wallet' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Trust Wallet' })).toHaveFocus();
  });

  it('takes focus back when the focused content is removed, so Escape still closes it', async () => {
    const user = userEvent.setup();
    render(<Swapping />);
    // As the connect dialog does: the pressed choice is replaced by the account once connected.
    await user.click(screen.getByRole('button', { name: 'MetaMask' }));
    await screen.findByText('Connected');
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Connect wallet' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button and with a click outside, not inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
