// The preview's names (issue 38): the lines of the planned run whose recipient has a name in the address book.
import { useTransferStore } from '../transfer/transferStore.js';
import { BookNames } from './BookNames.js';

export function PlannedNames() {
  const planned = useTransferStore((state) => state.planned);
  if (!planned) return null;
  return <BookNames lines={planned.lines} chainId={planned.chainId} testId="preview-names" />;
}
