// The Tool's chain: the served chains in order (Polygon first and default), testnets marked. Picking one moves the
// Tool (tokens, BulkSend, explorer, native coin) and asks a connected wallet to switch, adding the chain if unknown.
import { useState } from 'react';
import { useTransferText } from '../transfer/transferText.js';
import { pickToolChain, useToolChains } from './toolChains.js';

export function ChainPicker({ id }: { id: string }) {
  const t = useTransferText();
  const settings = useToolChains((state) => state.settings);
  const chainId = useToolChains((state) => state.chainId);
  const [failure, setFailure] = useState<string | null>(null);
  const pick = async (next: number) => {
    setFailure(null);
    try {
      await pickToolChain(next);
    } catch (error) {
      const value = error as { code?: number; message?: string };
      const name = settings.chains.find((chain) => chain.id === next)?.name ?? String(next);
      setFailure(
        t('chainSwitchFailed', {
          chain: name,
          reason: value?.code === 4001 ? t('chainSwitchRejected') : (value?.message ?? String(error)),
        }),
      );
    }
  };
  return (
    <div className="tool-field">
      <label htmlFor={`${id}-chain`}>{t('chainLabel')}</label>
      <select id={`${id}-chain`} value={chainId} onChange={(event) => void pick(Number(event.target.value))}>
        {settings.chains.map((chain) => (
          <option key={chain.id} value={chain.id}>
            {chain.testnet ? t('chainTestnet', { chain: chain.name }) : chain.name}
          </option>
        ))}
      </select>
      {failure ? (
        <p className="tool-error-text" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
