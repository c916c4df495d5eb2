// A wallet config for tests: Polygon as the target, memory storage, alerts recorded.
import { type CreateWalletConfigParameters, createWalletConfig } from '../src/config/createWalletConfig.js';
import type { WalletConfig } from '../src/config/WalletConfig.js';
import type { ProviderSource } from '../src/provider/ProviderSource.js';
import { createMemoryStorage } from '../src/storage/createMemoryStorage.js';

export const TEST_LOGIN_TEXT = 'fanout.test wants you to sign in. Chain ID: 137. Issued At: ';

export function testSession(
  providerSource: ProviderSource,
  overrides: Partial<CreateWalletConfigParameters> = {},
): { config: WalletConfig; alerts: string[]; storage: ReturnType<typeof createMemoryStorage> } {
  const alerts: string[] = [];
  const storage = createMemoryStorage();
  const config = createWalletConfig({
    chainId: 137,
    providerSource,
    storage,
    api: null,
    loginText: TEST_LOGIN_TEXT,
    alert: (message) => alerts.push(message),
    ...overrides,
  });
  return { config, alerts, storage };
}
