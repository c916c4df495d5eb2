import { DEFAULT_NETWORK_ID } from '../chains/DEFAULT_NETWORK_ID.js';
import { DEFAULT_IPFS_URL } from './DEFAULT_IPFS_URL.js';
import { emptyWeb3State } from './emptyWeb3State.js';
import type { WalletState } from './WalletState.js';

/** The state before anything happened; `config` follows the spec's defaults (networkId 56). */
export function initialWalletState(config: Partial<WalletState['config']> = {}): WalletState {
  return {
    status: 'disconnected',
    webLoading: false,
    connected: false,
    isLogin: false,
    token: null,
    heartbeatTimer: null,
    unreadNoticeCount: 0,
    config: { buyerFee: 0, sellerFee: 0, ipfsUrl: DEFAULT_IPFS_URL, networkId: DEFAULT_NETWORK_ID, ...config },
    web3: emptyWeb3State(),
    ethBalance: 0n,
    erc20Balance: {},
    user: null,
    whiteListInfo: null,
    contractList: [],
    payTokens: [],
    defaultPayToken: null,
    categories: [],
    logs: [],
    wrongNetworkAlerted: false,
  };
}
