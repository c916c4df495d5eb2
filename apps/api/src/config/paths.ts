// Default locations, relative to the repository root so `npm start` (cwd: root) and `pnpm dev` (cwd: apps/api) agree.
import { fileURLToPath } from 'node:url';

// This file is src/config/paths.ts or dist/config/paths.js: the repository root is three levels up.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export const defaultDataDir = `${repoRoot}.data`;
export const defaultWebDist = `${repoRoot}apps/web/dist`;
export const defaultStorybookDist = `${repoRoot}packages/ui/storybook-static`;
