// Start one API process serving the built site for all browser test files; each file launches its own Chromium.
import type { TestProject } from 'vitest/node';
import { startSite } from './startSite.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const site = await startSite();
  project.provide('baseUrl', site.baseUrl);
  return async () => {
    await site.stop();
  };
}
