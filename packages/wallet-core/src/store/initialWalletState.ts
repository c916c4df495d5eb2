import { DEFAULT_NETWORK_ID } from '../chains/DEFAULT_NETWORK_ID.js';
import { emptyWeb3State } from './emptyWeb3State.js';
import type { WalletState } from './WalletState.js';

/** The state before anything happened, on network `config.networkId` (Polygon unless given). */
export function initialWalletState(config: Partial<WalletState['config']> = {}): WalletState {
  return {
    status: 'disconnected',
    webLoading: false,
    connected: false,
    isLogin: false,
    token: null,
    heartbeatTimer: null,
    unreadNoticeCount: 0,
    config: { networkId: DEFAULT_NETWORK_ID, ...config },
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
