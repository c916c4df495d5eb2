// A wallet config for tests: Polygon as the target, memory storage, alerts recorded (the text, and its key and values).
import { type CreateWalletConfigParameters, createWalletConfig } from '../src/config/createWalletConfig.js';
import type { WalletConfig } from '../src/config/WalletConfig.js';
import type { UserText } from '../src/messages/UserText.js';
import type { ProviderSource } from '../src/provider/ProviderSource.js';
import { createMemoryStorage } from '../src/storage/createMemoryStorage.js';

export const TEST_LOGIN_TEXT = 'fanout.test wants you to sign in. Chain ID: 137. Issued At: ';

export function testSession(
  providerSource: ProviderSource,
  overrides: Partial<CreateWalletConfigParameters> = {},
): {
  config: WalletConfig;
  alerts: string[];
  alertTexts: (UserText | undefined)[];
  storage: ReturnType<typeof createMemoryStorage>;
} {
  const alerts: string[] = [];
  const alertTexts: (UserText | undefined)[] = [];
  const storage = createMemoryStorage();
  const config = createWalletConfig({
    chainId: 137,
    providerSource,
    storage,
    api: null,
    loginText: TEST_LOGIN_TEXT,
    alert: (message, text) => {
      alerts.push(message);
      alertTexts.push(text);
    },
    ...overrides,
  });
  return { config, alerts, alertTexts, storage };
}
