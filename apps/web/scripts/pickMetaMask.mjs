// Opens the nav's connect dialog and picks MetaMask, as a member would: on a busy machine a click can land while the
// nav swaps its placeholder button for the live one, so if the dialog has not opened it clicks again, at most three
// times. Shared by the browser tests (e2e/toolPage.ts) and the scripts that walk the Tool (toolStates.mjs).

/** @param {import('playwright-core').Page} page */
export async function pickMetaMask(page) {
  const button = page.getByTestId('connect-button');
  const dialog = page.getByRole('dialog');
  for (let attempt = 1; ; attempt++) {
    if (!(await dialog.isVisible())) await button.click();
    try {
      await dialog.getByRole('button', { name: 'MetaMask' }).click({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
