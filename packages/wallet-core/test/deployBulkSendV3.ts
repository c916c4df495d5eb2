// BulkSend v3 deployed on the engine's local chain beside its v2 (the chain's fixture deploys v2 only).
import { BulkSendV3__factory } from '@fanout/contracts';
import type { EngineChain } from './engineChain.js';

/** Deploys BulkSend v3 from `deployer`: its address and the block it was deployed in. */
export async function deployBulkSendV3(
  env: EngineChain,
  deployer: string,
): Promise<{ address: `0x${string}`; block: bigint }> {
  const { data } = await new BulkSendV3__factory().getDeployTransaction(deployer);
  const hash = await env.request<string>('eth_sendTransaction', [{ from: deployer, data }]);
  const receipt = await env.request<{ contractAddress: `0x${string}`; status: string; blockNumber: string }>(
    'eth_getTransactionReceipt',
    [hash],
  );
  if (receipt.status !== '0x1') throw new Error('BulkSend v3 was not deployed');
  return { address: receipt.contractAddress, block: BigInt(receipt.blockNumber) };
}
