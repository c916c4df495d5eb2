// The wallet's current gas price (eth_gasPrice), the price the fee is computed with and the transaction pays.
import type { Eip1193Provider } from 'ethers';

export async function readGasPrice(instance: Eip1193Provider): Promise<bigint> {
  return BigInt((await instance.request({ method: 'eth_gasPrice' })) as string);
}
