import { DEFAULT_NETWORK_ID } from '../chains/DEFAULT_NETWORK_ID.js';
import { DEFAULT_IPFS_URL } from './DEFAULT_IPFS_URL.js';
import { emptyWeb3State } from './emptyWeb3State.js';
import type { MarketplaceState } from './MarketplaceState.js';
import type { WalletState } from './WalletState.js';

/** The state before anything happened: network 56 unless given, an empty marketplace slice unless given. */
export function initialWalletState(
  config: Partial<WalletState['config']> = {},
  marketplace: Partial<MarketplaceState> = {},
): WalletState {
  return {
    status: 'disconnected',
    webLoading: false,
    connected: false,
    isLogin: false,
    token: null,
    heartbeatTimer: null,
    unreadNoticeCount: 0,
    config: { networkId: DEFAULT_NETWORK_ID, ...config },
    marketplace: { buyerFee: 0, sellerFee: 0, ipfsUrl: DEFAULT_IPFS_URL, categories: [], ...marketplace },
    web3: emptyWeb3State(),
    ethBalance: 0n,
    erc20Balance: {},
    user: null,
    whiteListInfo: null,
    contractList: [],
    payTokens: [],
    defaultPayToken: null,
    logs: [],
    wrongNetworkAlerted: false,
  };
}
