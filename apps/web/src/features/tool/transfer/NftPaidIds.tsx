// The chain-as-ledger check of an NFT run (issue 29): beside the lines the chain says this sender already paid, the
// token id each of them sends ("ID 7 (line 3)"), so an id already sent is named, not only its line.
import { useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';

const SHOWN = 50;

export function NftPaidIds({ lines }: { lines: readonly number[] }) {
  const t = useTransferText();
  const nft = useTransferStore((state) => (state.inputs.token?.standard ? state.inputs.nft : null));
  if (!nft) return null;
  const idOf = new Map(nft.rows.map((row) => [row.line, row.tokenId]));
  const named = lines.flatMap((line) => {
    const tokenId = idOf.get(line);
    return tokenId === undefined ? [] : [t('nftPaidId', { tokenId: tokenId.toString(), line })];
  });
  if (named.length === 0) return null;
  return (
    <p data-testid="paid-ids">
      {t('nftPaidIds', { ids: named.slice(0, SHOWN).join(t('listSeparator')) })}
      {named.length > SHOWN ? ` ${t('moreIssues', { count: named.length - SHOWN })}` : null}
    </p>
  );
}
