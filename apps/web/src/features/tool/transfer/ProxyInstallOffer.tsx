// The deterministic-deployment proxy's install, offered where the chain lacks it (BulkSend's deploy goes through it): the
// member's wallet funds the proxy's one-off deployer (cost shown first), then the Tool broadcasts the proxy's presigned
// transaction, as it reaches every real chain.
import { Button } from '@fanout/ui';
import { useEffect, useState } from 'react';
import {
  estimateProxyInstall,
  installProxy,
  type ProxyInstallEstimate,
  type ProxyInstallProblem,
} from '../chains/bulkSendDeploy.js';
import { estimateInto, messageOf, PendingTransaction } from './deploySteps.js';
import { useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';

const COST_DIGITS = 6;

type ProxyState =
  | { step: 'estimating' }
  | { step: 'ready'; estimate: ProxyInstallEstimate }
  | { step: 'problem'; problem: ProxyInstallProblem }
  | { step: 'installing'; estimate: ProxyInstallEstimate; stage: 'funding' | 'broadcast'; hash: string | null }
  | { step: 'failed'; estimate: ProxyInstallEstimate | null; error: unknown };

/**
 * The proxy's install, offered where it is missing: the member's wallet funds its one-off deployer (cost shown first),
 * then the Tool broadcasts the proxy's presigned transaction, as it reaches every real chain.
 */
export function ProxyInstallOffer({ onInstalled }: { onInstalled: () => void }) {
  const t = useTransferText();
  const amount = useAmountText();
  const { chain, account, instance } = useTransferStore((state) => state.inputs);
  const explorer = chain.explorerUrl ?? '';
  const [state, setState] = useState<ProxyState>({ step: 'estimating' });
  const { symbol, decimals } = chain.nativeCurrency;

  useEffect(() => {
    if (!instance || !account) return;
    return estimateInto(estimateProxyInstall(instance, account), setState);
  }, [instance, account]);

  const install = async (estimate: ProxyInstallEstimate) => {
    if (!instance || !account) return;
    setState({ step: 'installing', estimate, stage: estimate.funding > 0n ? 'funding' : 'broadcast', hash: null });
    try {
      await installProxy(instance, account, chain, estimate, (stage, hash) =>
        setState({ step: 'installing', estimate, stage, hash }),
      );
      onInstalled();
    } catch (error) {
      setState({ step: 'failed', estimate, error });
    }
  };

  if (state.step === 'estimating') return <p role="status">{t('proxyEstimating')}</p>;
  if (state.step === 'problem') {
    return (
      <p className="tool-error-text" role="alert" data-testid="proxy-problem">
        {t('proxyDeployerUsed', { chain: chain.name })}
      </p>
    );
  }
  const estimate = state.estimate;
  return (
    <>
      {estimate ? (
        <p data-testid="proxy-cost">
          {estimate.funding > 0n
            ? t('proxyCost', {
                cost: amount(estimate.cost, decimals, { maxFractionDigits: COST_DIGITS }),
                funding: amount(estimate.funding, decimals, { maxFractionDigits: COST_DIGITS }),
                symbol,
              })
            : t('proxyCostFunded')}
        </p>
      ) : null}
      {state.step === 'installing' ? (
        <PendingTransaction
          text={t(state.stage === 'funding' ? 'proxyFunding' : 'proxyBroadcasting')}
          hash={state.hash}
          explorer={explorer}
        />
      ) : null}
      {state.step === 'failed' ? (
        <p className="tool-error-text" role="alert">
          {t('proxyFailed', { reason: messageOf(state.error, t, 'proxyRejected') })}
        </p>
      ) : null}
      {estimate ? (
        <Button
          variant="secondary"
          disabled={state.step === 'installing'}
          onClick={() => void install(estimate)}
          data-testid="install-proxy"
        >
          {t('proxyButton')}
        </Button>
      ) : null}
    </>
  );
}
