// BulkSend on the chosen chain: nothing when its code is there; otherwise what that means and, when the chain's
// settings offer it (a fee owner is configured), its one-time deploy from the member's wallet, cost shown first.
import { DETERMINISTIC_DEPLOYMENT_PROXY } from '@fanout/contracts';
import { Button } from '@fanout/ui';
import { useEffect, useState } from 'react';
import {
  type DeployEstimate,
  type DeployProblem,
  deployBulkSend,
  estimateDeploy,
  estimateProxyInstall,
  installProxy,
  type ProxyInstallEstimate,
  type ProxyInstallProblem,
} from '../chains/bulkSendDeploy.js';
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
  // Bumped once the proxy is installed from here: the deploy is estimated again.
  const [proxyInstalls, setProxyInstalls] = useState(0);
  const symbol = chain.nativeCurrency.symbol;

  // biome-ignore lint/correctness/useExhaustiveDependencies: proxyInstalls re-runs the estimate after an install.
  useEffect(() => {
    if (!instance || !account) return;
    setState({ step: 'estimating' });
    return estimateInto(estimateDeploy(instance, account, chain), setState);
  }, [instance, account, chain, proxyInstalls]);

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
          <ProxyInstallOffer transfer={transfer} onInstalled={() => setProxyInstalls((n) => n + 1)} />
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

/**
 * Runs an estimate into a component's state: ready, a named problem (a string), or failed. The returned cleanup drops
 * an answer that comes after the component moved on (another account or chain, or unmounted).
 */
function estimateInto<E extends object, P extends string>(
  estimate: Promise<E | P>,
  setState: (
    state:
      | { step: 'ready'; estimate: E }
      | { step: 'problem'; problem: P }
      | { step: 'failed'; estimate: null; error: unknown },
  ) => void,
): () => void {
  let live = true;
  estimate
    .then((result) => {
      if (!live) return;
      setState(typeof result === 'string' ? { step: 'problem', problem: result } : { step: 'ready', estimate: result });
    })
    .catch((error: unknown) => {
      if (live) setState({ step: 'failed', estimate: null, error });
    });
  return () => {
    live = false;
  };
}

/** A transaction under way: what happens, and the explorer link once its hash is known. */
function PendingTransaction({ text, hash, explorer }: { text: string; hash: string | null; explorer: string }) {
  const t = useToolText();
  return (
    <p role="status">
      {text}{' '}
      {hash && explorer ? (
        <a href={`${explorer}/tx/${hash}`} target="_blank" rel="noreferrer">
          {t('deployTransaction')}
        </a>
      ) : null}
    </p>
  );
}

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
function ProxyInstallOffer({ transfer, onInstalled }: { transfer: BatchTransferState; onInstalled: () => void }) {
  const t = useToolText();
  const amount = useAmountText();
  const { chain, account, instance, explorer } = transfer;
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

/** The reason of a failed deploy: a refusal in words (en/chs), else the wallet's or node's own text. */
function messageOf(
  error: unknown,
  t: ReturnType<typeof useToolText>,
  rejected: 'deployRejected' | 'proxyRejected' = 'deployRejected',
): string {
  const value = error as { code?: number; message?: string } | null;
  if (value?.code === 4001) return t(rejected);
  return value?.message ?? String(error);
}
