import { dataLength, ensNormalize, getAddress, namehash, ZeroAddress } from 'ethers';
import { revertDataOf } from '../bulkSend/revertDataOf.js';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { httpRpcProvider } from '../provider/httpRpcProvider.js';
import { ENS_DEFAULTS } from './ENS_DEFAULTS.js';
import { EnsL1ChainError } from './EnsL1ChainError.js';
import type { EnsNameError } from './EnsNameError.js';
import { EnsNameInvalidError } from './EnsNameInvalidError.js';
import { EnsNoChainAddressError } from './EnsNoChainAddressError.js';
import { EnsNoResolverError } from './EnsNoResolverError.js';
import { EnsReadError } from './EnsReadError.js';
import type { EnsResolution } from './EnsResolution.js';
import { ensCoinTypeOf } from './ensCoinTypeOf.js';
import { ensRegistryInterface, ensResolverInterface } from './ensInterfaces.js';
import { ensReverseNamesOf } from './ensReverseNamesOf.js';

export type ResolveEnsNamesOptions = {
  /** Ethereum mainnet, where ENS lives: an EIP-1193 provider or a JSON-RPC URL. */
  l1: Eip1193Provider | string;
  /** The chain the addresses will be paid on: its coin type is the record read. */
  chainId: number;
  /** The ENS registry on `l1`; the mainnet registry by default. */
  registry?: string;
  /** Names read at once (default 4). */
  concurrency?: number;
  /**
   * Called after each different name is read (a name given twice is read once): how many of `total` are done, for a
   * progress shown while a long list's names are read.
   */
  onProgress?: (done: number, total: number) => void;
  /** Tests only: an `l1` serving this chain id is taken as Ethereum mainnet (a local chain with ENS deployed). */
  allowL1ChainId?: number;
};

/** Not a name's answer: the read failed (thrown as an EnsReadError by the caller). */
class ReadFailure {
  constructor(
    readonly operation: string,
    readonly cause: unknown,
  ) {}
}

/** A JSON-RPC error that is the call's revert (a resolver without the function), not a failed request. */
function isRevert(error: unknown): boolean {
  if (revertDataOf(error) !== null) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 3 || (typeof message === 'string' && /revert/i.test(message));
}

/**
 * Resolves ENS names to the addresses they name for one chain, read on Ethereum mainnet (ENS has no registry on
 * L2s): `addr(node)` for chain 1, `addr(node, 0x80000000 | chainId)` (ENSIP-11) for any other chain, never the ETH
 * record in its place. Names are normalised first (ENSIP-15, ethers' `ensNormalize`), so "Alice.ETH" is "alice.eth".
 * Each address's primary name for the chain is read too (ENSIP-19) and compared with the name.
 *
 * One answer per name, in order; a name that fails (invalid, no resolver, no address for the chain, a failed read)
 * fails alone. Throws only when `l1` is not Ethereum mainnet (`EnsL1ChainError`) or its chain id cannot be read.
 *
 * Not read: ENSIP-10 wildcard resolvers on a parent name and offchain (CCIP-Read) records; such a name is answered
 * as having no resolver or no address.
 */
export async function resolveEnsNames(
  options: ResolveEnsNamesOptions,
  names: readonly string[],
): Promise<EnsResolution[]> {
  const coinType = ensCoinTypeOf(options.chainId);
  const concurrency = options.concurrency ?? ENS_DEFAULTS.concurrency;
  if (!Number.isSafeInteger(concurrency) || concurrency < 1) {
    throw new InvalidParameterError('concurrency', `${concurrency} is not a whole number of at least 1`);
  }
  let registry: string;
  try {
    registry = getAddress(options.registry ?? ENS_DEFAULTS.registry);
  } catch {
    throw new InvalidParameterError('registry', `${options.registry} is not an address`);
  }
  const l1 = typeof options.l1 === 'string' ? httpRpcProvider(options.l1) : options.l1;

  let served: number;
  try {
    served = Number(hexToBigInt((await l1.request({ method: 'eth_chainId', params: [] })) as string));
  } catch (error) {
    throw new EnsReadError(null, 'eth_chainId', error);
  }
  if (served !== ENS_DEFAULTS.l1ChainId && served !== options.allowL1ChainId) throw new EnsL1ChainError(served);

  const call = async (to: string, data: string, operation: string): Promise<string> => {
    try {
      return (await l1.request({ method: 'eth_call', params: [{ to, data }, 'latest'] })) as string;
    } catch (error) {
      if (isRevert(error)) throw error;
      throw new ReadFailure(operation, error);
    }
  };

  const resolverOf = async (name: string): Promise<string> => {
    const operation = `resolver(${name})`;
    const out = await call(registry, ensRegistryInterface.encodeFunctionData('resolver', [namehash(name)]), operation);
    if (out === '0x') throw new ReadFailure(operation, new Error(`no ENS registry at ${registry}`));
    return getAddress(ensRegistryInterface.decodeFunctionResult('resolver', out)[0] as string);
  };

  /** The address record for the chain, or the reason there is none. */
  const addressOf = async (name: string, resolver: string): Promise<`0x${string}` | string> => {
    const node = namehash(name);
    let out: string;
    try {
      out =
        coinType === 60
          ? await call(resolver, ensResolverInterface.encodeFunctionData('addr(bytes32)', [node]), `addr(${name})`)
          : await call(
              resolver,
              ensResolverInterface.encodeFunctionData('addr(bytes32,uint256)', [node, coinType]),
              `addr(${name}, ${coinType})`,
            );
    } catch (error) {
      if (error instanceof ReadFailure) throw error;
      return `the resolver ${resolver} reverted`;
    }
    // A resolver address with no code answers nothing.
    if (out === '0x') return `the resolver ${resolver} has no code`;
    if (coinType === 60) {
      const address = getAddress(ensResolverInterface.decodeFunctionResult('addr(bytes32)', out)[0] as string);
      return address === ZeroAddress ? 'no ETH record' : (address as `0x${string}`);
    }
    const record = ensResolverInterface.decodeFunctionResult('addr(bytes32,uint256)', out)[0] as string;
    if (dataLength(record) === 0) return 'no record of this coin type';
    if (dataLength(record) !== 20) return `the record is ${dataLength(record)} bytes, not an address`;
    const address = getAddress(record);
    return address === ZeroAddress ? 'the record is the zero address' : (address as `0x${string}`);
  };

  /** The address's primary name for the chain (the first reverse record set), or null. */
  const primaryNameOf = async (address: string): Promise<string | null> => {
    for (const reverseName of ensReverseNamesOf(address, coinType)) {
      const resolver = await resolverOf(reverseName);
      if (resolver === ZeroAddress) continue;
      let out: string;
      try {
        out = await call(
          resolver,
          ensResolverInterface.encodeFunctionData('name', [namehash(reverseName)]),
          `name(${reverseName})`,
        );
      } catch (error) {
        if (error instanceof ReadFailure) throw error;
        continue; // a resolver without name records
      }
      if (out === '0x') continue;
      const primary = ensResolverInterface.decodeFunctionResult('name', out)[0] as string;
      if (primary !== '') return primary;
    }
    return null;
  };

  const resolveOne = async (name: string): Promise<{ ok: true; address: `0x${string}`; primary: string | null }> => {
    const resolver = await resolverOf(name);
    if (resolver === ZeroAddress) throw new EnsNoResolverError(name, registry);
    const address = await addressOf(name, resolver);
    if (!address.startsWith('0x')) throw new EnsNoChainAddressError(name, options.chainId, coinType, address);
    return { ok: true, address: address as `0x${string}`, primary: await primaryNameOf(address) };
  };

  // A name given twice ("Alice.ETH" and "alice.eth") is read once.
  const normalised = names.map((input): string | EnsNameInvalidError => {
    try {
      return ensNormalize(input);
    } catch (error) {
      return new EnsNameInvalidError(input, error);
    }
  });
  const unique = [...new Set(normalised.filter((name): name is string => typeof name === 'string'))];
  const answers = new Map<string, Awaited<ReturnType<typeof resolveOne>> | EnsNameError>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const name = unique[next++] as string;
      try {
        answers.set(name, await resolveOne(name));
      } catch (error) {
        if (error instanceof ReadFailure) answers.set(name, new EnsReadError(name, error.operation, error.cause));
        else if (error instanceof EnsNoResolverError || error instanceof EnsNoChainAddressError) {
          answers.set(name, error);
        } else answers.set(name, new EnsReadError(name, 'decoding an answer', error));
      }
      options.onProgress?.(answers.size, unique.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, unique.length) }, worker));

  return names.map((input, i): EnsResolution => {
    const name = normalised[i] as string | EnsNameInvalidError;
    if (typeof name !== 'string') return { ok: false, input, name: null, error: name };
    const answer = answers.get(name) as Awaited<ReturnType<typeof resolveOne>> | EnsNameError;
    if (!('ok' in answer)) return { ok: false, input, name, error: answer };
    let primaryName = answer.primary;
    let reverseMatches: boolean | null = null;
    if (primaryName !== null) {
      try {
        primaryName = ensNormalize(primaryName);
        reverseMatches = primaryName === name;
      } catch {
        reverseMatches = false; // a reverse record that is no valid name names nobody
      }
    }
    return { ok: true, input, name, address: answer.address, coinType, primaryName, reverseMatches };
  });
}
