import { INestApplication, Logger } from '@nestjs/common';

/** How long in-flight requests may take to finish after SIGTERM/SIGINT before connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM/SIGINT (a deploy, `docker stop`, Ctrl+C): stop accepting connections, let in-flight
 * requests finish (Fastify answers new requests on open keep-alive connections 503 meanwhile),
 * close the database pool, and exit 0. Nest's own shutdown hooks would end the process by
 * re-raising the signal, which a supervisor reads as a crash.
 */
export function installGracefulShutdown(app: INestApplication, graceMs = SHUTDOWN_GRACE_MS): void {
  const logger = new Logger('Shutdown');
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received: finishing in-flight requests (at most ${graceMs / 1000} s), then stopping`);
    const deadline = setTimeout(() => {
      logger.error(`In-flight requests did not finish within ${graceMs / 1000} s: closing their connections`);
      process.exit(1);
    }, graceMs);
    deadline.unref();
    app.close().then(
      () => {
        clearTimeout(deadline);
        logger.log('Stopped: every request answered, database pool closed');
        process.exit(0);
      },
      (error: Error) => {
        logger.error(`Shutdown failed: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
