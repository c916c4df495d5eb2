// The site and the API agree on the forms' contract: the paths posted to, the honeypot field's name and the length
// caps. The two apps import no code of each other, so each keeps one copy (apps/api/src/forms/formLimits.ts and
// apps/web/src/site/forms); this test reads the API's and fails when the site's drifts from it.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formLimits, formPaths, honeypotField } from '../../../api/src/forms/formLimits.js';
import { ContactForm } from '../site/forms/ContactForm.js';
import { QuoteForm } from '../site/forms/QuoteForm.js';
import { type FormServer, startFormServer } from './formServer.js';

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
  server.release();
  await server.close();
});

/** The field the API reads as the honeypot, as the rendered form has it. */
function honeypotInput(container: HTMLElement): HTMLInputElement | null {
  return container.querySelector<HTMLInputElement>(`input[name="${honeypotField}"]`);
}

describe("the site's forms against the API's form contract", () => {
  it('contact: posts to the API path, with its honeypot field, and caps fields at its limits', async () => {
    const { container } = render(<ContactForm />);
    expect(honeypotInput(container)).not.toBeNull();
    expect(screen.getByLabelText(/^Name/).getAttribute('maxlength')).toBe(String(formLimits.name));
    expect(screen.getByLabelText(/^Email/).getAttribute('maxlength')).toBe(String(formLimits.email));
    expect(screen.getByLabelText('Message').getAttribute('maxlength')).toBe(String(formLimits.message));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Mira Okafor');
    await user.type(screen.getByLabelText(/^Email/), 'mira@lattice.example');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(server.received).toHaveLength(1));
    expect(server.received[0]?.path).toBe(formPaths.contact);
    expect(new URLSearchParams(server.received[0]?.body).has(honeypotField)).toBe(true);
  });

  it('quote: posts to the API path, with its honeypot field, and caps fields at its limits', async () => {
    const { container } = render(<QuoteForm />);
    expect(honeypotInput(container)).not.toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('maxlength')).toBe(String(formLimits.name));
    expect(screen.getByLabelText(/^Email/).getAttribute('maxlength')).toBe(String(formLimits.email));
    expect(screen.getByLabelText(/^Project details/).getAttribute('maxlength')).toBe(String(formLimits.message));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'ops@northwind.example');
    await user.type(screen.getByLabelText(/^Project details/), 'Grant round, 300 recipients');
    await user.click(screen.getByLabelText(/^Fanout may email me/));
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(server.received).toHaveLength(1));
    expect(server.received[0]?.path).toBe(formPaths.quote);
    expect(new URLSearchParams(server.received[0]?.body).has(honeypotField)).toBe(true);
  });
});
