import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContactForm } from './ContactForm.js';
import { type FormServer, startFormServer } from './formServer.js';

let server: FormServer;
let base: HTMLBaseElement;

beforeEach(async () => {
  server = await startFormServer();
  // The form posts to a relative path: point the document at the local server.
  base = document.createElement('base');
  base.href = server.url;
  document.head.append(base);
});

afterEach(async () => {
  base.remove();
  server.release();
  await server.close();
});

async function fill() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), 'Mira Okafor');
  await user.type(screen.getByLabelText(/^Email/), 'mira@lattice.example');
  await user.type(screen.getByLabelText('Message'), 'Payroll for 120 contributors');
  return user;
}

describe('ContactForm', () => {
  it('requires name and email, types the email and leaves the message optional', () => {
    render(<ContactForm />);
    expect(screen.getByLabelText(/^Name/).hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/^Email/).hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Message').hasAttribute('required')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('posts form data, disables the button while sending, then shows success and clears the fields', async () => {
    render(<ContactForm />);
    const user = await fill();
    server.hold = true;
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(server.received).toHaveLength(1));
    server.release();
    const alert = await screen.findByRole('status');
    expect(alert.textContent).toBe('Form submitted successfully');
    expect(alert.className).toContain('alert-success');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
    const [request] = server.received;
    expect(request?.path).toBe('/php/contact-form-process.php');
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      name: 'Mira Okafor',
      email: 'mira@lattice.example',
      message: 'Payroll for 120 contributors',
      website: '',
    });
  });

  it('has a trap field for bots that people never reach, and sends what a bot puts in it', async () => {
    const { container } = render(<ContactForm />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).toBeTruthy();
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).toBeTruthy();
    // Not among the form's named fields for assistive technology.
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    const user = await fill();
    await user.tab();
    expect(document.activeElement).not.toBe(trap);
    trap?.setAttribute('value', 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(server.received).toHaveLength(1));
    expect(new URLSearchParams(server.received[0]?.body).get('website')).toBe('https://spam.example');
  });

  it('shows the error and keeps the fields when the server answers anything but 200', async () => {
    server.status = 500;
    render(<ContactForm />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Found error in the form. Please check again.');
    expect(alert.className).toContain('alert-danger');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Mira Okafor');
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the error when the network fails', async () => {
    await server.close();
    render(<ContactForm />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Found error in the form. Please check again.');
    server = await startFormServer();
  });
});
