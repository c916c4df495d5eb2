// A copy-to-clipboard button that says "Copied" for a moment.
import { Button } from '@fanout/ui';
import { useState } from 'react';
import { useToolText } from '../useToolText.js';

interface CopyButtonProps {
  text: string;
  label?: string;
  children?: string;
  /** Called once the text is on the clipboard. */
  onCopied?: () => void;
}

const COPIED_MS = 1500;

export function CopyButton({ text, label, children, onCopied }: CopyButtonProps) {
  const t = useToolText();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={label}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          onCopied?.();
          setTimeout(() => setCopied(false), COPIED_MS);
        } catch {
          setCopied(false);
        }
      }}
    >
      {copied ? t('copied') : (children ?? t('copy'))}
    </Button>
  );
}
