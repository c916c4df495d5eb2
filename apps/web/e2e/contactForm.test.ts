// The contact form against the real API: a valid message is stored (200, success alert, fields cleared);
// one the API refuses shows the error alert and keeps the fields.
import { describe, expect, it } from 'vitest';
import { openPage } from './openPage.js';
import { startSiteFixture } from './siteFixture.js';

const fixture = startSiteFixture();

describe('contact form', () => {
  it('sends a message to the API and shows the success alert', async () => {
    const { context, page, errors } = await openPage(fixture.browser, fixture.site.baseUrl);
    try {
      await page.goto(`${fixture.site.baseUrl}/#/contact-us`);
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
    } finally {
      await context.close();
    }
  });

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
        .toBe('Found error in the form. Please check again.');
      expect(await form.getByLabel('Name').inputValue()).toBe('Mira Okafor');
      expect(await form.getByLabel('Email').inputValue()).toBe('mira@lattice');
    } finally {
      await context.close();
    }
  });
});
