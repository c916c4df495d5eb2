// The NFT part of the engine (`@fanout/wallet-core/bulk-send/nft`: ERC-721 / ERC-1155 assets, detectToken), imported
// only when a token address is looked up or an NFT run is stored: the fungible Tool's first load never carries it.
import { useEffect, useState } from 'react';

export type NftModule = typeof import('@fanout/wallet-core/bulk-send/nft');

let loading: Promise<NftModule> | null = null;
let loaded: NftModule | null = null;

/** The NFT module, imported once (a separate chunk). */
export function loadNft(): Promise<NftModule> {
  loading ??= import('@fanout/wallet-core/bulk-send/nft').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The NFT module once `needed` asked for it (and from then on), else null. */
export function useNftModule(needed: boolean): NftModule | null {
  const [module, setModule] = useState<NftModule | null>(loaded);
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    void loadNft()
      .then((next) => live && setModule(next))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [needed, module]);
  return module ?? loaded;
}
