import { createRequire } from 'node:module';
import { LocalChainError } from './LocalChainError.js';

/** Hardhat is an optional peer: fail with how to install it, before starting a child that would crash on it. */
export function assertHardhatInstalled(): void {
  try {
    createRequire(import.meta.url).resolve('hardhat');
  } catch (error) {
    throw new LocalChainError(
      'the local chain needs Hardhat 2, an optional peer dependency of @fanout/contracts: npm install --save-dev hardhat@2',
      { cause: error, messageKey: 'localChainNeedsHardhat' },
    );
  }
}
