import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo's root folder (tests/packages/src → ../../..). */
export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
