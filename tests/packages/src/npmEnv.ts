// The environment for npm and node in the consumer project: the caller's, less what pnpm/npm put there for the
// workspace (npm_config_*, npm_package_*, NODE_PATH), so the consumer's npm behaves as in a fresh shell. The npm cache
// (~/.npm) is kept, so a second run installs without the network.
export function npmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // NODE_PATH: pnpm's bin shims point it into the workspace store, where require() would find what the consumer lacks.
    if (/^npm_/i.test(key) || key === 'NODE_PATH' || key === 'NODE_OPTIONS' || key.startsWith('VITEST')) continue;
    env[key] = value;
  }
  env.npm_config_update_notifier = 'false';
  env.npm_config_fund = 'false';
  env.npm_config_audit = 'false';
  return env;
}
