// A browser wallet simulated over a real chain: accounts, chain switching/adding, user refusals and events.
import type { Eip1193Listener, Eip1193Provider, Eip1193RequestArguments } from '../src/provider/Eip1193Provider.js';
import { ACCOUNTS, localChain } from './localChain.js';

export type TestWalletOptions = {
  /** Chains the wallet already knows (default: 137 only); switching to another one fails with 4902. */
  knownChains?: number[];
  /** Methods the "user" refuses (error 4001). */
  refuse?: string[];
  /** The account request returns [] (locked wallet). */
  noAccounts?: boolean;
  isMetaMask?: boolean;
  /** The chain behind the wallet; default: the in-process Hardhat network. */
  backend?: Eip1193Provider;
};

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

export class TestWallet implements Eip1193Provider {
  readonly isMetaMask: boolean;
  readonly calls: Eip1193RequestArguments[] = [];
  readonly refuse: Set<string>;
  account: string = ACCOUNTS[0];
  chainId = 137;
  private readonly known: Set<number>;
  private readonly listeners = new Map<string, Set<Eip1193Listener>>();
  private readonly noAccounts: boolean;
  private readonly backend: Eip1193Provider | undefined;

  constructor(options: TestWalletOptions = {}) {
    this.known = new Set(options.knownChains ?? [137]);
    this.refuse = new Set(options.refuse ?? []);
    this.noAccounts = options.noAccounts ?? false;
    this.isMetaMask = options.isMetaMask ?? true;
    this.backend = options.backend;
  }

  async request(args: Eip1193RequestArguments): Promise<unknown> {
    this.calls.push(args);
    const params = (args.params ?? []) as unknown[];
    if (this.refuse.has(args.method)) throw rpcError(4001, 'User rejected the request.');
    switch (args.method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return this.noAccounts ? [] : [this.account];
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`;
      case 'wallet_switchEthereumChain': {
        const id = Number((params[0] as { chainId: string }).chainId);
        if (!this.known.has(id)) throw rpcError(4902, `Unrecognized chain ID "${id}".`);
        this.changeChain(id);
        return null;
      }
      case 'wallet_addEthereumChain': {
        const id = Number((params[0] as { chainId: string }).chainId);
        this.known.add(id);
        this.changeChain(id);
        return null;
      }
      default:
        return (this.backend ?? localChain()).request(args);
    }
  }

  on(event: string, listener: Eip1193Listener): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  removeListener(event: string, listener: Eip1193Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** The user picks another account (or locks the wallet with `null`). */
  switchAccount(account: string | null): void {
    if (account) this.account = account;
    this.emit('accountsChanged', account ? [account] : []);
  }

  /** The user moves the wallet to another network. */
  changeChain(chainId: number): void {
    this.chainId = chainId;
    this.emit('chainChanged', `0x${chainId.toString(16)}`);
  }

  disconnect(): void {
    this.emit('disconnect', rpcError(4900, 'Disconnected'));
  }

  methods(): string[] {
    return this.calls.map((call) => call.method);
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}
