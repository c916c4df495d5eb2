// The `addressBook` namespace (en + chs): the address book's texts, added to the site's i18next instance with the
// transfer chunk that shows the book. Figures are kept on one line as the Tool's.
import type { AddressBookIssue, AddressBookIssueCode } from '@fanout/batch-core';
import { defineNamespace } from '../../../i18n/defineNamespace.js';
import { useNamespaceText } from '../../../i18n/useNamespaceText.js';
import { keepFiguresTogether } from '../i18n/figures.js';
import { chs } from './i18n/chs.js';
import { en } from './i18n/en.js';

export const ADDRESS_BOOK_TEXT = defineNamespace('addressBook', keepFiguresTogether(en), keepFiguresTogether(chs));

/** `t` for the addressBook namespace. */
export function useAddressBookText() {
  return useNamespaceText(ADDRESS_BOOK_TEXT);
}

/** The text of an import's (or a form's) refused row: its reason, with the row's values. */
export function issueReason(t: ReturnType<typeof useAddressBookText>, issue: AddressBookIssue): string {
  const key: `issue_${AddressBookIssueCode}` = `issue_${issue.code}`;
  return t(key, { ...issue.params, value: issue.value ?? '' });
}
