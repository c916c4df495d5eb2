// The parsed list under the recipient field: "checking" while a long list is parsed, then its preview, where a click
// on an issue selects its line and "remove invalid lines" takes the lines with errors out.
import { Button } from '@fanout/ui';
import type { RefObject } from 'react';
import { useTransferDraft } from '../transferDraft.js';
import { NftPreview } from './NftPreview.js';
import { RecipientPreview } from './RecipientPreview.js';
import { removeLines } from './removeLines.js';
import { selectLine } from './selectLine.js';
import { safePays, useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';

/** Issues about the list as a whole: removing their line would not fix them (a Safe file's tokens included). */
const LIST_WIDE = new Set([
  'TOO_MANY_RECIPIENTS',
  'TOTAL_TOO_LARGE',
  'SAFE_MIXED_TOKENS',
  'SAFE_TOKEN_LINES',
  'SAFE_OTHER_TOKEN',
  'MISSING_HEADER',
  'UNKNOWN_COLUMN',
  'DUPLICATE_COLUMN',
  'MISSING_COLUMN',
]);

export function ListPreview({ textareaRef }: { textareaRef: RefObject<HTMLTextAreaElement | null> }) {
  const t = useTransferText();
  const { text, setText, merge, setMerge } = useTransferDraft();
  const plan = useTransferStore((state) => state.inputs.plan);
  const nft = useTransferStore((state) => state.inputs.nft);
  const standard = useTransferStore((state) => state.inputs.token?.standard);
  const columns = useTransferStore((state) => state.inputs.columns);
  const pending = useTransferStore((state) => state.inputs.pending);
  const balance = useTransferStore((state) => state.inputs.balance);
  const fromSafe = useTransferStore(safePays);
  const symbol = useTransferStore((state) => state.inputs.token?.symbol ?? '');
  const locked = useTransferStore((state) => state.busy === 'send' || state.busy === 'approve');
  const invalidLines = new Set(
    [...(plan?.errors ?? []), ...(nft?.errors ?? [])]
      .filter((issue) => !LIST_WIDE.has(issue.code))
      .map((issue) => issue.line),
  );
  const pickLine = (line: number) => {
    if (textareaRef.current) selectLine(textareaRef.current, line);
  };
  return (
    <>
      {nft && standard ? <NftPreview plan={nft} standard={standard} symbol={symbol} onPickLine={pickLine} /> : null}
      {nft && standard && invalidLines.size > 0 && !locked ? (
        <div className="button-row">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setText(removeLines(text, invalidLines))}
            data-testid="remove-invalid"
          >
            {t('removeInvalid')}
          </Button>
        </div>
      ) : null}
      {pending ? <p role="status">{t('checking', { count: text.split('\n').length })}</p> : null}
      {plan ? (
        <RecipientPreview
          plan={plan}
          columns={columns}
          symbol={symbol}
          balance={balance}
          fromSafe={fromSafe}
          merge={merge}
          onMergeChange={setMerge}
          onPickLine={pickLine}
          onRemoveInvalid={invalidLines.size > 0 && !locked ? () => setText(removeLines(text, invalidLines)) : null}
        />
      ) : null}
    </>
  );
}
