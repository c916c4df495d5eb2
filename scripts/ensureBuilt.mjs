// Builds the workspace packages a package's own build reads (their dist/), when they have not been built yet: on a
// fresh clone `pnpm --filter @fanout/contracts build` then works alone. Under Turborepo they are built first
// (`dependsOn: ["^build"]`), their dist/ exists and this does nothing.
// Usage, from a package's build script: node ../../scripts/ensureBuilt.mjs @fanout/batch-core [more…]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

for (const name of process.argv.slice(2)) {
  if (existsSync(join(process.cwd(), 'node_modules', name, 'dist'))) continue;
  console.log(`[ensureBuilt] ${name} has no dist/: building it first`);
  execFileSync('pnpm', ['--filter', name, 'run', 'build'], { stdio: 'inherit' });
}
