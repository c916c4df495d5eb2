import type { Page } from 'playwright-core';

export declare function pickMetaMask(page: Page): Promise<void>;
