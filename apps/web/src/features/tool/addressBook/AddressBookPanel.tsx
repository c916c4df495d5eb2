// The member's address book in the Tool (issue 38): names for addresses, for this chain or every chain, added, edited
// and removed here, imported from Safe{Wallet}'s address-book CSV (or the JSON form) with each refused row named by
// line and reason, exported in both forms. Kept in this browser only (addressBookStore). Its names are used by the
// look-alike check, the preview, the summary, the history and the receipts.
import {
  type AddressBookEntry,
  type AddressBookIssue,
  addressBookToCsv,
  addressBookToJson,
  checkAddressBookEntry,
} from '@fanout/batch-core';
import { Button } from '@fanout/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useChainName } from '../chains/useChainName.js';
import { downloadFile } from '../generator/downloadFile.js';
import { importAddressBook, putAddressBookEntry, removeAddressBookEntry, useAddressBook } from './addressBookStore.js';
import { issueReason, useAddressBookText } from './addressBookText.js';
import { readAddressBookFile } from './readAddressBookFile.js';
import '../../../site/blocks/layout.css';
import './addressBook.css';

/** The book's two exports: Safe{Wallet}'s CSV and the JSON form, each read back by the import. */
const EXPORTS = [
  { format: 'csv', type: 'text/csv', write: addressBookToCsv },
  { format: 'json', type: 'application/json', write: addressBookToJson },
] as const;

/** At most this many refused rows of an import are listed. */
const SHOWN_ISSUES = 50;

interface ImportReport {
  file: string;
  added: number;
  renamed: number;
  errors: AddressBookIssue[];
}

export function AddressBookPanel({ id, chainId }: { id: string; chainId: number }) {
  const t = useAddressBookText();
  const chainName = useChainName();
  const entries = useAddressBook((state) => state.entries);
  const [editing, setEditing] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [chain, setChain] = useState<string>(String(chainId));
  const [formError, setFormError] = useState<AddressBookIssue | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const reset = () => {
    setEditing(null);
    setName('');
    setAddress('');
    setChain(String(chainId));
    setFormError(null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAddressBookEntry(entries, { address, name, chainId: chain }, editing ?? undefined);
    if (checked.issue) {
      setFormError(checked.issue);
      return;
    }
    putAddressBookEntry(checked.entry, editing ?? undefined);
    reset();
  };
  const edit = (entry: AddressBookEntry, index: number) => {
    setEditing(index);
    setName(entry.name);
    setAddress(entry.address);
    setChain(entry.chainId === undefined ? '' : String(entry.chainId));
    setFormError(null);
    nameRef.current?.focus();
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    const read = readAddressBookFile(file.name, await file.text());
    const { added, renamed } = read.entries.length > 0 ? importAddressBook(read.entries) : { added: 0, renamed: 0 };
    setReport({ file: file.name, added, renamed, errors: read.errors });
  };
  const chainOf = (entry: AddressBookEntry) =>
    entry.chainId === undefined
      ? t('bookAllChains')
      : entry.chainId === chainId
        ? chainName(entry.chainId)
        : t('bookChainId', { chainId: entry.chainId });

  return (
    <details className="tool-history tool-book" data-testid="address-book">
      <summary>{t('bookSummary', { count: entries.length, shown: String(entries.length) })}</summary>
      <p className="tool-muted">{t('bookIntro')}</p>
      {entries.length === 0 ? (
        <p data-testid="book-empty">{t('bookEmpty')}</p>
      ) : (
        <ul className="tool-book-entries" aria-label={t('bookEntriesLabel')} data-testid="book-entries">
          {entries.map((entry, index) => (
            <li key={`${entry.address}:${entry.chainId ?? ''}`} data-testid="book-entry">
              <div>
                <strong data-testid="book-entry-name">{entry.name}</strong>{' '}
                <span className="tool-tag">{chainOf(entry)}</span>
                <br />
                <code className="tool-address" data-testid="book-entry-address">
                  {entry.address}
                </code>
              </div>
              <div className="button-row">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('bookEditLabel', { name: entry.name })}
                  onClick={() => edit(entry, index)}
                >
                  {t('bookEdit')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('bookRemoveLabel', { name: entry.name })}
                  onClick={() => {
                    removeAddressBookEntry(index);
                    if (editing !== null) reset();
                  }}
                >
                  {t('bookRemove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form className="tool-book-form" onSubmit={onSubmit} data-testid="book-form">
        <div className="tool-field">
          <label htmlFor={`${id}-book-name`}>{t('bookName')}</label>
          <input
            ref={nameRef}
            id={`${id}-book-name`}
            value={name}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            data-testid="book-name-input"
          />
        </div>
        <div className="tool-field">
          <label htmlFor={`${id}-book-address`}>{t('bookAddress')}</label>
          <input
            id={`${id}-book-address`}
            value={address}
            autoComplete="off"
            spellCheck={false}
            placeholder="0x…"
            onChange={(event) => setAddress(event.target.value)}
            data-testid="book-address-input"
          />
        </div>
        <div className="tool-field">
          <label htmlFor={`${id}-book-chain`}>{t('bookChain')}</label>
          <select
            id={`${id}-book-chain`}
            value={chain}
            onChange={(event) => setChain(event.target.value)}
            data-testid="book-chain-input"
          >
            {chain !== '' && chain !== String(chainId) ? (
              <option value={chain}>{t('bookChainId', { chainId: chain })}</option>
            ) : null}
            <option value={String(chainId)}>{t('bookThisChain', { chain: chainName(chainId) })}</option>
            <option value="">{t('bookAllChains')}</option>
          </select>
        </div>
        {formError ? (
          <p className="tool-error-text" role="alert" data-testid="book-form-error">
            {t('bookFormError', { reason: issueReason(t, formError) })}
          </p>
        ) : null}
        <div className="button-row">
          <Button size="sm" type="submit" data-testid="book-save">
            {editing === null ? t('bookAdd') : t('bookSave')}
          </Button>
          {editing !== null ? (
            <Button size="sm" variant="secondary" onClick={reset}>
              {t('bookCancel')}
            </Button>
          ) : null}
        </div>
      </form>
      <div className="button-row">
        <Button size="sm" variant="secondary" onClick={() => fileRef.current?.click()} data-testid="book-import">
          {t('bookImport')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".csv,.json,.txt,text/csv,application/json,text/plain"
          hidden
          data-testid="book-file"
          onChange={(event) => {
            void readFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {EXPORTS.map(({ format, type, write }) => (
          <Button
            key={format}
            size="sm"
            variant="secondary"
            disabled={entries.length === 0}
            onClick={() => downloadFile(`fanout-address-book.${format}`, type, write(entries))}
            data-testid={`book-export-${format}`}
          >
            {t(format === 'csv' ? 'bookExportCsv' : 'bookExportJson')}
          </Button>
        ))}
      </div>
      {report ? (
        <div role="status" data-testid="book-import-report">
          <p>{t('bookImported', { file: report.file, added: report.added, renamed: report.renamed })}</p>
          {report.errors.length > 0 ? (
            <div className="tool-issues tool-issues-error" data-testid="book-import-errors">
              <strong>
                {t('bookImportErrors', {
                  count: report.errors.length,
                  shown: String(report.errors.length),
                  file: report.file,
                })}
              </strong>
              <ul>
                {report.errors.slice(0, SHOWN_ISSUES).map((issue) => (
                  <li key={`${issue.line}:${issue.code}`} data-testid="book-import-error">
                    {t('bookIssue', { line: issue.line, reason: issueReason(t, issue) })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
