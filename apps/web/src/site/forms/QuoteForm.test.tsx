import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FormServer, startFormServer } from '../../testing/formServer.js';
import { renderRoute } from '../../testing/renderRoute.js';
import { QuoteForm } from './QuoteForm.js';

let server: FormServer;
let base: HTMLBaseElement;

beforeEach(async () => {
  server = await startFormServer();
  base = document.createElement('base');
  base.href = server.url;
  document.head.append(base);
});

afterEach(async () => {
  base.remove();
  await server.close();
});

describe('QuoteForm', () => {
  it('requires the message, the email (for the 24-hour answer) and the terms, leaves the name optional', () => {
    render(<QuoteForm />);
    expect(screen.getByLabelText(/^Project details/).hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/^Fanout may email me/).hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/^Email/).hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Name').hasAttribute('required')).toBe(false);
    // The API's limits (apps/api/src/forms/formLimits.ts).
    expect(screen.getByLabelText('Name').getAttribute('maxlength')).toBe('200');
    expect(screen.getByLabelText(/^Email/).getAttribute('maxlength')).toBe('254');
    expect(screen.getByLabelText(/^Project details/).getAttribute('maxlength')).toBe('5000');
  });

  it('does not send without an email', async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await user.type(screen.getByLabelText(/^Project details/), 'Grant round, 300 recipients');
    await user.click(screen.getByLabelText(/^Fanout may email me/));
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(server.received).toHaveLength(0);
  });

  it('does not send while the terms are not accepted', async () => {
    const user = userEvent.setup();
    render(<QuoteForm />);
    await user.type(screen.getByLabelText(/^Email/), 'ops@northwind.example');
    await user.type(screen.getByLabelText(/^Project details/), 'Grant round, 300 recipients');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(server.received).toHaveLength(0);
  });

  it('in the home seven hero, posts to the quote route and shows the success alert', async () => {
    const user = userEvent.setup();
    await renderRoute('/index-7');
    const form = screen.getByRole('form', { name: 'Get a quote' });
    const inForm = (label: string) => within(form).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    await user.type(inForm('Email'), 'ops@northwind.example');
    await user.type(inForm('Project details'), 'Grant round, 300 recipients');
    await user.click(inForm('Fanout may email me about this request'));
    await user.click(within(form).getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(form.querySelector('.alert-success')?.textContent).toBe('Form submitted successfully'));
    expect(server.received[0]?.path).toBe('/php/quote-form-process.php');
    expect(Object.fromEntries(new URLSearchParams(server.received[0]?.body))).toEqual({
      name: '',
      email: 'ops@northwind.example',
      message: 'Grant round, 300 recipients',
      agree: 'on',
      website: '',
    });
    expect(inForm('Project details').value).toBe('');
  });
});
