import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BulkSendDeployment } from '../deployments/BulkSendDeployment.js';

/** Adds (or replaces) the deployment for its chain id in the deployments JSON file `file`. */
export function recordDeployment(file: string, deployment: BulkSendDeployment): void {
  const current: Record<string, BulkSendDeployment> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  current[String(deployment.chainId)] = deployment;
  const sorted = Object.fromEntries(Object.entries(current).sort(([a], [b]) => Number(a) - Number(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
