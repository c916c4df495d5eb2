// An RPC in front of the local chain whose `finalized` block lags the head (Hardhat answers `finalized` with the head,
// so a paid chunk there is final at once and a later reorganisation could not be shown): everything else is the
// chain's own answer. For the reorganisation-after-the-finish journeys (issue 37). The node is test-chain's
// `lagging-node` (which can also leave out its newest blocks' logs).
import { startLaggingNode } from '@fanout/test-chain/lagging-node';

export interface LaggingFinality {
  rpcUrl: string;
  stop(): Promise<void>;
}

export async function startLaggingFinality(upstream: string, lag: bigint): Promise<LaggingFinality> {
  const node = await startLaggingNode(upstream, { finalizedLag: lag });
  return { rpcUrl: node.rpcUrl, stop: () => node.stop() };
}
