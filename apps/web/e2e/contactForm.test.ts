// The contact form against the real API: a valid message is stored (200, success alert, fields cleared, and the
// operator CLI reads it back from the database); one the API refuses shows the error alert and keeps the fields.
import { describe, expect, it } from 'vitest';
import { openPage } from './openPage.js';
import { operatorCli } from './operatorCli.js';
import { startSiteFixture } from './siteFixture.js';
import { startSite } from './startSite.js';

const fixture = startSiteFixture();

describe('contact form', () => {
  it('stores the message in the API database and shows the success alert', async () => {
    // An own server: the operator CLI opens the embedded database only once the server has closed it.
    const site = await startSite();
    const { context, page, errors } = await openPage(fixture.browser, site.baseUrl);
    try {
      await page.goto(`${site.baseUrl}/#/contact-us`);
      const form = page.getByRole('form', { name: 'Talk to us' });
      await form.getByLabel('Name').fill('Mira Okafor');
      await form.getByLabel('Email').fill('mira@lattice.example');
      await form.getByLabel('Message').fill('Payroll for 120 contributors next Friday');
      const answer = page.waitForResponse('**/php/contact-form-process.php');
      await form.getByRole('button', { name: 'Send message' }).click();
      expect((await answer).status()).toBe(200);
      await expect.poll(() => form.locator('.alert-success').textContent()).toBe('Form submitted successfully');
      expect(await form.getByLabel('Name').inputValue()).toBe('');
      expect(await form.getByLabel('Message').inputValue()).toBe('');
      expect(errors).toEqual([]);
      await context.close();
      await site.halt();
      const stored = JSON.parse(await operatorCli(site, ['messages', 'list', '--kind', 'contact', '--format', 'json']));
      expect(stored).toEqual([
        expect.objectContaining({
          name: 'Mira Okafor',
          email: 'mira@lattice.example',
          message: 'Payroll for 120 contributors next Friday',
        }),
      ]);
    } finally {
      await context.close();
      await site.stop();
    }
  }, 180_000);

  it('shows the error alert and keeps the fields when the API refuses the message', async () => {
    const { context, page } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#/contact-us`);
      const form = page.getByRole('form', { name: 'Talk to us' });
      await form.getByLabel('Name').fill('Mira Okafor');
      // Valid for the browser's email field, refused by the API (no dot in the domain).
      await form.getByLabel('Email').fill('mira@lattice');
      const answer = page.waitForResponse('**/php/contact-form-process.php');
      await form.getByRole('button', { name: 'Send message' }).click();
      expect((await answer).status()).toBe(400);
      await expect
        .poll(() => form.locator('.alert-danger').textContent())
        .toBe('That email address was not accepted. Please check it, for example name@example.com.');
      expect(await form.getByLabel('Name').inputValue()).toBe('Mira Okafor');
      expect(await form.getByLabel('Email').inputValue()).toBe('mira@lattice');
    } finally {
      await context.close();
    }
  });
});
