import type { ApiUser } from '../api/ApiUser.js';
import type { PayToken } from './PayToken.js';
import type { WalletStatus } from './WalletStatus.js';
import type { Web3State } from './Web3State.js';

/** The client state, held in a zustand vanilla store. */
export type WalletState = {
  status: WalletStatus;
  webLoading: boolean;
  connected: boolean;
  isLogin: boolean;
  token: string | null;
  heartbeatTimer: ReturnType<typeof setInterval> | null;
  unreadNoticeCount: number;
  /** The chain the session must be on. */
  config: { networkId: number };
  /** Marketplace fields, apart from the wallet session. */
  web3: Web3State;
  /** Native balance of the connected account, in wei. */
  ethBalance: bigint;
  /** ERC-20 balances in base units, keyed by lowercased token address. */
  erc20Balance: Record<string, bigint>;
  user: ApiUser | null;
  whiteListInfo: unknown;
  contractList: unknown[];
  payTokens: PayToken[];
  defaultPayToken: PayToken | null;
  /** Recent failures of background work (heartbeat, API), newest last, for the UI or a log view. */
  logs: { time: number; message: string }[];
  /** True once the wrong-network message was shown for the current wrong network. */
  wrongNetworkAlerted: boolean;
};
