import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import type { LoginAnswer } from '../api/ApiClient.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import { SignatureFailedError } from '../errors/SignatureFailedError.js';
import { WalletCoreError } from '../errors/WalletCoreError.js';
import { requestWallet } from '../provider/requestWallet.js';
import { appendLog } from '../session/appendLog.js';
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js';
import { loadUserInfo } from './loadUserInfo.js';
import { loginMessage } from './loginMessage.js';

/**
 * Signs in the connected wallet: personal_sign of the login text + Unix-seconds timestamp,
 * `user.login` with address, signature and timestamp; then stores the token and connected flag
 * (state and local storage), sets logged in, loads the user info and starts the heartbeat.
 */
export function login(config: WalletConfig): Promise<LoginAnswer> {
  if (!config.runtime.pendingLogin) {
    config.store.setState({ webLoading: true });
    config.runtime.pendingLogin = signIn(config).finally(() => {
      config.runtime.pendingLogin = null;
      config.store.setState({ webLoading: false });
    });
  }
  return config.runtime.pendingLogin;
}

async function signIn(config: WalletConfig): Promise<LoginAnswer> {
  const { store } = config;
  const { connected, web3 } = store.getState();
  if (!connected || !web3.instance || !web3.address) throw new NotConnectedError();
  if (!config.api)
    throw new WalletCoreError('No API configured', {
      details: 'createWalletConfig({ api })',
      messageKey: 'noApiConfigured',
    });
  const address = web3.address;
  const timestamp = Math.floor(config.now() / 1000);
  const message = loginMessage(config.loginText, timestamp);
  let signature: unknown;
  try {
    signature = await requestWallet(web3.instance, 'personal_sign', [`0x${bytesToHex(utf8ToBytes(message))}`, address]);
  } catch (error) {
    throw new SignatureFailedError(error);
  }
  if (typeof signature !== 'string') throw new SignatureFailedError(new TypeError('wallet returned no signature'));
  const answer = await config.api.user.login({ userAddress: address, signature, timestamp });
  // The account may have changed during the signature: only keep a token for the account still connected.
  if (store.getState().web3.address !== address) throw new NotConnectedError();
  config.storage.setItem(STORAGE_KEYS.token, answer.token);
  config.storage.setItem(STORAGE_KEYS.connected, 'true');
  store.setState((state) => ({ token: answer.token, isLogin: true, connected: true, user: answer.user ?? state.user }));
  await loadUserInfo(config).catch((error) => appendLog(config, error));
  return answer;
}
