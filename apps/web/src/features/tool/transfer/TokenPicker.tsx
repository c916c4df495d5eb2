// The pay token: one of the configured tokens, or any ERC-20, ERC-721 or ERC-1155 entered by address and looked up on
// the chain (an NFT collection's standard by ERC-165).
import { useTransferDraft } from '../transferDraft.js';
import { CUSTOM_TOKEN, setTokenChoice } from './transferActions.js';
import { inSafeApp, useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';

export function TokenPicker({ id }: { id: string }) {
  const t = useTransferText();
  // Inside Safe{Wallet} the looked-up balance is the Safe's (the session's account); outside, the wallet's own.
  const context = useTransferStore((state) => (inSafeApp(state) ? 'safe' : undefined));
  const amount = useAmountText();
  const customEntry = useTransferDraft((state) => state.customEntry);
  const setCustomEntry = useTransferDraft((state) => state.setCustomEntry);
  const tokens = useTransferStore((state) => state.inputs.tokens);
  const choice = useTransferStore((state) => state.inputs.choice);
  const lookup = useTransferStore((state) => state.inputs.lookup);
  const connected = useTransferStore((state) => state.inputs.connected);
  return (
    <>
      <div className="tool-field">
        <label htmlFor={`${id}-token`}>{t('payToken')}</label>
        <select id={`${id}-token`} value={choice} onChange={(event) => setTokenChoice(event.target.value)}>
          {tokens.map((entry) => (
            <option key={entry.address} value={entry.address}>
              {entry.symbol}
            </option>
          ))}
          <option value={CUSTOM_TOKEN}>{t('customToken')}</option>
        </select>
      </div>
      {choice === CUSTOM_TOKEN ? (
        <div className="tool-field">
          <label htmlFor={`${id}-custom`}>{t('tokenAddress')}</label>
          <input
            id={`${id}-custom`}
            value={customEntry}
            spellCheck={false}
            placeholder="0x…"
            onChange={(event) => setCustomEntry(event.target.value)}
          />
          <small className="tool-muted">{t('tokenAddressHint')}</small>
          {lookup.state === 'loading' ? <p role="status">{t('tokenLooking')}</p> : null}
          {lookup.state === 'missing' ? <p className="tool-error-text">{t('tokenNotFound')}</p> : null}
          {lookup.state === 'found' ? (
            <p data-testid="token-info">
              {t('tokenInfo', {
                symbol: lookup.info.symbol,
                decimals: lookup.info.decimals,
                balance: amount(lookup.info.balance, lookup.info.decimals),
                context,
              })}
            </p>
          ) : null}
          {lookup.state === 'nft' ? (
            <p data-testid="token-info">
              {t(lookup.name ? 'nftInfo' : 'nftInfoUnnamed', {
                standard: lookup.standard === 'erc721' ? 'ERC-721' : 'ERC-1155',
                name: lookup.name,
                symbol: lookup.symbol,
              })}
            </p>
          ) : null}
          {!connected ? <p className="tool-muted">{t('connectFirst')}</p> : null}
        </div>
      ) : null}
    </>
  );
}
