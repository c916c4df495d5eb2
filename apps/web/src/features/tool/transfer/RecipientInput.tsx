// The recipient list: typed, pasted, picked or dropped as CSV, with line numbers beside it.
import { Button } from '@fanout/ui';
import { type DragEvent, type RefObject, useRef } from 'react';
import { useLanguageStore } from '../../../i18n/useLanguageStore.js';
import { useTransferDraft } from '../transferDraft.js';
import { useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import '../../../site/blocks/layout.css';

interface RecipientInputProps {
  id: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

export function RecipientInput({ id, textareaRef }: RecipientInputProps) {
  const t = useTransferText();
  const text = useTransferDraft((state) => state.text);
  const onTextChange = useTransferDraft((state) => state.setText);
  // Editing is refused while a run is being sent.
  const locked = useTransferStore((state) => state.busy === 'send' || state.busy === 'approve');
  // Two sentences: English puts a space between them, Chinese (full-width 。) none.
  const gap = useLanguageStore((state) => state.language) === 'chs' ? '' : ' ';
  const fileRef = useRef<HTMLInputElement>(null);
  const gutterRef = useRef<HTMLPreElement>(null);
  const lineCount = text.split(/\r\n|\r|\n/).length;
  const numbers = Array.from({ length: Math.max(lineCount, 1) }, (_, i) => i + 1).join('\n');

  const readFile = async (file: File | undefined) => {
    if (file && !locked) onTextChange(await file.text());
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    void readFile(file);
  };

  return (
    <div className="tool-field">
      <label htmlFor={`${id}-recipients`}>{t('recipients')}</label>
      <div className="tool-lines">
        <pre ref={gutterRef} className="tool-line-numbers" aria-hidden="true" data-testid="line-numbers">
          {numbers}
        </pre>
        <textarea
          ref={textareaRef}
          id={`${id}-recipients`}
          data-testid="recipients"
          rows={10}
          spellCheck={false}
          wrap="off"
          value={text}
          readOnly={locked}
          placeholder={'0x…,1.5\n0x…,2'}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onTextChange(event.target.value)}
          onScroll={(event) => {
            if (gutterRef.current) gutterRef.current.scrollTop = event.currentTarget.scrollTop;
          }}
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
        />
      </div>
      <small id={`${id}-hint`} className="tool-muted">
        {locked ? t('listLocked') : `${t('recipientsHint')}${gap}${t('dropHint')}`}
      </small>
      <div className="button-row">
        <Button size="sm" variant="secondary" disabled={locked} onClick={() => fileRef.current?.click()}>
          {t('pickFile')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          hidden
          data-testid="recipients-file"
          onChange={(event) => void readFile(event.target.files?.[0])}
        />
        <Button size="sm" variant="secondary" disabled={locked} onClick={() => onTextChange('')}>
          {t('clear')}
        </Button>
      </div>
    </div>
  );
}
