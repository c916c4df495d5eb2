import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FormServer, startFormServer } from '../../testing/formServer.js';
import { ContactForm } from './ContactForm.js';

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

  it('stops each field at the length the API takes', () => {
    render(<ContactForm />);
    expect(screen.getByLabelText(/^Name/).getAttribute('maxlength')).toBe('200');
    expect(screen.getByLabelText(/^Email/).getAttribute('maxlength')).toBe('254');
    expect(screen.getByLabelText('Message').getAttribute('maxlength')).toBe('5000');
  });

  it.each([
    [
      400,
      { errno: 400, errmsg: 'Parameter error', field: 'email' },
      'That email address was not accepted. Please check it, for example name@example.com.',
    ],
    [
      400,
      { errno: 400, errmsg: 'Parameter error', field: 'name' },
      '“Name” was not accepted. Please check it and send again.',
    ],
    [
      400,
      { errno: 400, errmsg: 'Parameter error' },
      'The form was not accepted. Please check the fields and send again.',
    ],
    [413, { errno: 413, errmsg: 'Payload too large' }, 'The form is too long to send. Please shorten the message.'],
    [
      429,
      { errno: 429, errmsg: 'Too many requests' },
      'Too many messages from your connection. Please wait a few minutes and send again.',
    ],
  ])('says why the server refused the form (%i %j)', async (status, body, text) => {
    server.status = status;
    server.body = body;
    render(<ContactForm />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Mira Okafor');
  });

  it('names the field that is too long', async () => {
    server.status = 400;
    server.body = { errno: 400, errmsg: 'Parameter error', field: 'message' };
    render(<ContactForm />);
    const user = await fill();
    // A value longer than the field allows (pasted by a script past maxlength).
    const message = screen.getByLabelText('Message') as HTMLTextAreaElement;
    message.removeAttribute('maxlength');
    await user.type(message, 'x'.repeat(20));
    message.value = 'y'.repeat(5001);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('“Message” is too long: at most 5000 characters.');
  });

  it('says the server failed and keeps the fields when it answers 5xx', async () => {
    server.status = 500;
    server.body = { errno: 500, errmsg: 'Server error, please contact customer service' };
    render(<ContactForm />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Something went wrong on our side. Your text is still here: please send again in a few minutes.',
    );
    expect(alert.className).toContain('alert-danger');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Mira Okafor');
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the server cannot be reached when the network fails', async () => {
    await server.close();
    render(<ContactForm />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach the server. Check your connection: your text is still here.',
    );
    server = await startFormServer();
  });
});
