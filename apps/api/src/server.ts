// Entry point: load the configuration, build the app, listen on HOST:PORT, shut down cleanly on SIGINT/SIGTERM.
import { existsSync } from 'node:fs';
import { buildApp, loadConfig } from './app.js';
import { ConfigError } from './config/ConfigError.js';
import { switchedOffNotice } from './config/switchedOff.js';
import { DatabaseBusyError } from './db/DatabaseBusyError.js';
import { buildStorybookApp } from './web/buildStorybookApp.js';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`fanout api: ${err.message}\n`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (err) {
  // A second server on the same embedded database: one line saying what to do, no stack trace.
  if (!(err instanceof DatabaseBusyError)) throw err;
  process.stderr.write(`fanout api: ${err.message}\n`);
  process.exit(1);
}

// Storybook, when asked for, on a listener of its own: another origin than the site (see buildStorybookApp).
const storybook =
  config.storybookPort && config.storybookDist && existsSync(config.storybookDist)
    ? await buildStorybookApp(config.storybookDist)
    : undefined;

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // In-flight requests finish, new ones get 503, then the mail worker stops and the database closes.
    Promise.all([app.close(), storybook?.close()]).then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port, host });
  if (storybook) await storybook.listen({ port: config.storybookPort as number, host });
  // What is off and how to switch it on, once, where the operator is looking.
  process.stdout.write(switchedOffNotice(config));
} catch (err) {
  app.log.error({ err }, 'could not start');
  await Promise.all([app.close(), storybook?.close()]);
  process.exit(1);
}
