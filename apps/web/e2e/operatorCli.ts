// Run the API's operator CLI (apps/api/dist/cli/main.js) against a stopped site's database.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { API_DIR, type Site } from './startSite.js';

const run = promisify(execFile);

export async function operatorCli(site: Site, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(API_DIR, 'dist', 'cli', 'main.js'), ...args], {
    env: site.env,
    cwd: API_DIR,
  });
  return stdout;
}
