// Process entry: config → database → app → listen; a clean stop on SIGTERM or SIGINT.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataFolderError } from './platform/data-folder.ts';
import { resolveSessionSecret } from './platform/secrets.ts';
import { prepareDatabase } from './prepare-database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  const { database, applied, seeded } = await prepareDatabase(config);
  const webDist = config.WEB_DIST ?? path.resolve(here, '../../web/dist');
  const app = await buildApp({ config, database, secret: resolveSessionSecret(config), webDist });
  app.log.info({ applied, seeded, database: database.kind }, 'database ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(async () => {
      const cut = await app.drainState();
      app.log.error(cut, `shutdown grace period of ${config.SHUTDOWN_GRACE_MS} ms over: cutting what is left`);
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    try {
      await app.stopAccepting();
      await app.close();
      await database.close();
      app.log.info('shut down cleanly');
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ address, url: config.PUBLIC_URL }, `MTI Portal listening on ${address}`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataFolderError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
