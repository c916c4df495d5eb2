// BulkSend on the chosen chain: nothing when its code is there; otherwise what that means and, when the chain's
// settings offer it (a fee owner is configured), its one-time deploy from the member's wallet, cost shown first.
import { DETERMINISTIC_DEPLOYMENT_PROXY } from '@fanout/contracts';
import { Button } from '@fanout/ui';
import { useEffect, useState } from 'react';
import { type DeployEstimate, type DeployProblem, deployBulkSend, estimateDeploy } from '../chains/bulkSendDeploy.js';
import { useToolText } from '../useToolText.js';
import { useAmountText } from './useAmountText.js';
import type { BatchTransferState } from './useBatchTransfer.js';

const GWEI_DECIMALS = 9;
const COST_DIGITS = 6;

type DeployState =
  | { step: 'estimating' }
  | { step: 'ready'; estimate: DeployEstimate }
  | { step: 'problem'; problem: DeployProblem }
  | { step: 'deploying'; estimate: DeployEstimate; hash: string | null }
  | { step: 'failed'; estimate: DeployEstimate | null; error: unknown };

export function BulkSendStatus({ transfer }: { transfer: BatchTransferState }) {
  const t = useToolText();
  const { chain, bulkSendAddress, bulkSendCode, connected } = transfer;
  if (!bulkSendAddress) {
    return (
      <p className="tool-error-text" role="alert" data-testid="bulksend-status">
        {t('bulkSendNone', { chain: chain.name })}
      </p>
    );
  }
  if (!connected || bulkSendCode !== 'missing') return null;
  return (
    <div className="tool-cost" data-testid="bulksend-status">
      <h3>{t('bulkSendMissingTitle')}</h3>
      {chain.deploy.offered ? (
        <>
          <p>{t('bulkSendMissing', { chain: chain.name, address: bulkSendAddress })}</p>
          <DeployOffer transfer={transfer} />
        </>
      ) : chain.deploy.reason === 'addressConfigured' ? (
        <p className="tool-error-text" role="alert">
          {t('bulkSendWrongAddress', { chain: chain.name, address: bulkSendAddress })}
        </p>
      ) : (
        <p className="tool-error-text" role="alert">
          {t('bulkSendNoOwner', { chain: chain.name, address: bulkSendAddress })}
        </p>
      )}
    </div>
  );
}

function DeployOffer({ transfer }: { transfer: BatchTransferState }) {
  const t = useToolText();
  const amount = useAmountText();
  const { chain, account, instance, recheckBulkSend, explorer } = transfer;
  const [state, setState] = useState<DeployState>({ step: 'estimating' });
  const symbol = chain.nativeCurrency.symbol;

  useEffect(() => {
    if (!instance || !account) return;
    let live = true;
    setState({ step: 'estimating' });
    estimateDeploy(instance, account, chain)
      .then((result) => {
        if (!live) return;
        setState(
          typeof result === 'string' ? { step: 'problem', problem: result } : { step: 'ready', estimate: result },
        );
      })
      .catch((error: unknown) => {
        if (live) setState({ step: 'failed', estimate: null, error });
      });
    return () => {
      live = false;
    };
  }, [instance, account, chain]);

  const deploy = async (estimate: DeployEstimate) => {
    if (!instance || !account) return;
    setState({ step: 'deploying', estimate, hash: null });
    try {
      await deployBulkSend(instance, account, estimate, (hash) => setState({ step: 'deploying', estimate, hash }));
      recheckBulkSend();
    } catch (error) {
      setState({ step: 'failed', estimate, error });
    }
  };

  if (state.step === 'estimating') return <p role="status">{t('deployEstimating')}</p>;
  if (state.step === 'problem') {
    return (
      <p className="tool-error-text" role="alert" data-testid="deploy-problem">
        {state.problem === 'proxyMissing'
          ? t('deployProxyMissing', { chain: chain.name, proxy: DETERMINISTIC_DEPLOYMENT_PROXY })
          : t('deployAddressMismatch', { chain: chain.name })}
      </p>
    );
  }
  const estimate = state.estimate;
  return (
    <>
      {estimate ? (
        <p data-testid="deploy-cost">
          {t('deployCost', {
            cost: amount(estimate.cost, chain.nativeCurrency.decimals, { maxFractionDigits: COST_DIGITS }),
            symbol,
            gas: amount(estimate.gas, 0),
            price: amount(estimate.gasPrice, GWEI_DECIMALS, { maxFractionDigits: 3 }),
          })}
        </p>
      ) : null}
      {state.step === 'deploying' ? (
        <p role="status">
          {t('deploying')}{' '}
          {state.hash && explorer ? (
            <a href={`${explorer}/tx/${state.hash}`} target="_blank" rel="noreferrer">
              {t('deployTransaction')}
            </a>
          ) : null}
        </p>
      ) : null}
      {state.step === 'failed' ? (
        <p className="tool-error-text" role="alert">
          {t('deployFailed', { reason: messageOf(state.error, t) })}
        </p>
      ) : null}
      {estimate ? (
        <Button
          variant="primary"
          disabled={state.step === 'deploying'}
          onClick={() => void deploy(estimate)}
          data-testid="deploy-bulksend"
        >
          {t('deployButton')}
        </Button>
      ) : null}
    </>
  );
}

/** The reason of a failed deploy: a refusal in words (en/chs), else the wallet's or node's own text. */
function messageOf(error: unknown, t: ReturnType<typeof useToolText>): string {
  const value = error as { code?: number; message?: string } | null;
  if (value?.code === 4001) return t('deployRejected');
  return value?.message ?? String(error);
}
