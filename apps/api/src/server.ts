// Entry point: build the app, listen on HOST:PORT, shut down cleanly on SIGINT/SIGTERM.
import { buildApp, defaultWebDist } from './app.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

const app = await buildApp({ webDist: process.env.WEB_DIST ?? defaultWebDist, logger: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(() => process.exit(0));
  });
}
await app.listen({ port, host });
