// Every error @fanout/contracts throws, taken from its two entries (the main one and `/chain`): a literal `name`, a
// `messageKey` whose English text is in `contractsMessages`, and the values that text names. A new error class must be
// added to `thrown` (its name to ContractsErrorName) or the entry check fails.
import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import * as chainEntry from '../chain/index.js';
import { LocalChainError } from '../chain/index.js';
import * as mainEntry from '../index.js';
import {
  buildBulkSendDeployment,
  ContractsError,
  type ContractsErrorName,
  contractsMessages,
  DeployError,
  DeterministicDeploymentError,
  deployBulkSendDeterministic,
} from '../index.js';

const caught = async (action: () => unknown): Promise<ContractsError> => {
  try {
    await action();
  } catch (error) {
    if (error instanceof ContractsError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
};

const OWNER = '0x00000000000000000000000000000000000000a1';

/** One error of each name: thrown by the package's functions where that needs no broken node or missing Hardhat. */
const thrown: { readonly [N in ContractsErrorName]: () => Promise<ContractsError> } = {
  ContractsError: async () => new ContractsError('something failed'),
  DeployError: async () =>
    new DeployError('chain id 1 is not Polygon (137) or Amoy (80002)', {
      messageKey: 'deployUnsupportedChain',
      messageParams: { chainId: 1 },
    }),
  DeterministicDeploymentError: () => caught(() => buildBulkSendDeployment({ owner: OWNER, salt: '0x12' })),
  LocalChainError: async () =>
    new LocalChainError('local chain exited early (code 1)', {
      messageKey: 'localChainExited',
      messageParams: { code: '1' },
    }),
};

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] as string);
const fill = (text: string, params: Readonly<Record<string, string | number>>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
const text = (error: ContractsError) => fill(contractsMessages.en[error.messageKey], error.messageParams);

const errorClasses = (entry: Record<string, unknown>) =>
  Object.entries(entry)
    .filter(([, value]) => typeof value === 'function' && value.prototype instanceof Error)
    .map(([name]) => name);

describe("contracts' errors", () => {
  it('are every error class its entries export, each a ContractsError, and no other', () => {
    const exported = [...errorClasses(mainEntry), ...errorClasses(chainEntry)].sort();
    expect(exported).toEqual(Object.keys(thrown).sort());
    expect(LocalChainError.prototype).toBeInstanceOf(ContractsError);
    expect(DeployError.prototype).toBeInstanceOf(ContractsError);
    expect(DeterministicDeploymentError.prototype).toBeInstanceOf(ContractsError);
  });

  it.each(Object.entries(thrown))(
    '%s has its literal name, a messageKey with an English text, and its values',
    async (name, make) => {
      const error = await make();
      expect(error.name).toBe(name);
      const template = contractsMessages.en[error.messageKey];
      expect(template, error.messageKey).toBeTypeOf('string');
      for (const placeholder of placeholders(template))
        expect(error.messageParams, placeholder).toHaveProperty(placeholder);
      expect(text(error)).not.toMatch(/{{|}}/);
    },
  );

  it('name what was wrong in the text a person reads', async () => {
    expect(text(await thrown.DeterministicDeploymentError())).toBe(
      'The salt must be 32 bytes (0x and 64 hex digits), not 0x12',
    );
    expect(
      text(await caught(() => buildBulkSendDeployment({ owner: '0x0000000000000000000000000000000000000000' }))),
    ).toBe('The BulkSend owner must be an address other than zero, not 0x0000000000000000000000000000000000000000');
    const offline = await caught(() => deployBulkSendDeterministic(Wallet.createRandom(), { owner: OWNER }));
    expect([offline.name, offline.messageKey]).toEqual(['DeterministicDeploymentError', 'deterministicNoProvider']);
    expect(text(offline)).toBe('The signer is not connected to a network');
  });

  it('have no empty text in the catalogue', () => {
    for (const template of Object.values(contractsMessages.en)) expect(template.trim()).not.toBe('');
  });
});
