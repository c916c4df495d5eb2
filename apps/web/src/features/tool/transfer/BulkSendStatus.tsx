// BulkSend on the chosen chain: nothing when its code is there; otherwise what that means and, when the chain's
// settings offer it (a fee owner is configured), its one-time deploy from the member's wallet, cost shown first.
import { DETERMINISTIC_DEPLOYMENT_PROXY } from '@fanout/contracts';
import { Button } from '@fanout/ui';
import { useEffect, useMemo, useState } from 'react';
import { type DeployEstimate, type DeployProblem, deployBulkSend, estimateDeploy } from '../chains/bulkSendDeploy.js';
import { estimateInto, messageOf, PendingTransaction } from './deploySteps.js';
import { ProxyInstallOffer } from './ProxyInstallOffer.js';
import { recheckBulkSend } from './transferActions.js';
import { useTransferStore } from './transferStore.js';
import { useTransferText } from './transferText.js';
import { useAmountText } from './useAmountText.js';

const GWEI_DECIMALS = 9;
const COST_DIGITS = 6;

type DeployState =
  | { step: 'estimating' }
  | { step: 'ready'; estimate: DeployEstimate }
  | { step: 'problem'; problem: DeployProblem }
  | { step: 'deploying'; estimate: DeployEstimate; hash: string | null }
  | { step: 'failed'; estimate: DeployEstimate | null; error: unknown };

export function BulkSendStatus() {
  const t = useTransferText();
  const { chain, bulkSendAddress, bulkSendCode, connected } = useTransferStore((state) => state.inputs);
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
          <DeployOffer />
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

function DeployOffer() {
  const t = useTransferText();
  const amount = useAmountText();
  const { chain, account, instance } = useTransferStore((state) => state.inputs);
  const explorer = chain.explorerUrl ?? '';
  const [state, setState] = useState<DeployState>({ step: 'estimating' });
  // Bumped once the proxy is installed from here: the deploy is estimated again.
  const [proxyInstalls, setProxyInstalls] = useState(0);
  const symbol = chain.nativeCurrency.symbol;

  // One estimate per wallet, account and chain, and again once the proxy is installed from here.
  const request = useMemo(
    () => (instance && account ? { instance, account, chain, proxyInstalls } : null),
    [instance, account, chain, proxyInstalls],
  );
  useEffect(() => {
    if (!request) return;
    setState({ step: 'estimating' });
    return estimateInto(estimateDeploy(request.instance, request.account, request.chain), setState);
  }, [request]);

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
      <>
        <p className="tool-error-text" role="alert" data-testid="deploy-problem">
          {state.problem === 'proxyMissing'
            ? t('deployProxyMissing', { chain: chain.name, proxy: DETERMINISTIC_DEPLOYMENT_PROXY })
            : t('deployAddressMismatch', { chain: chain.name })}
        </p>
        {state.problem === 'proxyMissing' ? (
          <ProxyInstallOffer onInstalled={() => setProxyInstalls((n) => n + 1)} />
        ) : null}
      </>
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
        <PendingTransaction text={t('deploying')} hash={state.hash} explorer={explorer} />
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
