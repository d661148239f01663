import { buildApp } from "./app.ts";
import { systemClock } from "./clock.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { IdentityService } from "./identity/identity-service.ts";
import { loggerOptions } from "./logging.ts";
import { placeholderWarning } from "./site-owner.ts";
import { openStore } from "./store/open-store.ts";
import { weatherWarning } from "./weather/weather-settings.ts";

/** Starts the site: reads the environment, opens the database, serves HTTP until told to stop. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const clock = systemClock;
  const store = await openStore(config.database, { sampleData: config.sampleData, now: clock });
  const app = await buildApp({ config, store, logger: loggerOptions({ level: config.logLevel, terminal: process.stdout.isTTY === true }), clock });

  const placeholders = placeholderWarning(config.owner);
  if (placeholders !== undefined) app.log.warn(placeholders);
  const weather = weatherWarning(config.weatherForecastUrl, config.siteUrl, config.owner.email);
  if (weather !== undefined) app.log.warn(weather);

  const identity = new IdentityService(store.identity, { now: clock });
  if (!(await identity.hasAdmin())) {
    if (config.initialAdmin) {
      await identity.setAdminPassword(config.initialAdmin.email, config.initialAdmin.password);
      app.log.info(`Created the admin account ${config.initialAdmin.email} from ADMIN_EMAIL and ADMIN_PASSWORD`);
    } else {
      app.log.warn(
        "No admin account yet: create one with `npm run admin -- --email you@example.com` (it asks for a password of at least 12 characters), or start with ADMIN_EMAIL and ADMIN_PASSWORD set.",
      );
    }
  }
  // Ended sessions and spent sign-in counters are removed now and every five minutes (requests never accept them anyway).
  const sweep = () => void identity.sweep().catch((error: unknown) => app.log.error({ err: error }, "sweep of sessions and sign-in counters failed"));
  sweep();
  setInterval(sweep, 5 * 60_000).unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, closing`);
    // In-flight requests get 10 s to finish; a process manager must not wait on a stuck one forever.
    // Every write is one transaction, so anything cut off here was never acknowledged and left no trace.
    setTimeout(() => {
      app.log.error("requests still running 10 s after the stop signal: exiting anyway");
      process.exit(1);
    }, 10_000).unref();
    // Close HTTP first (no new requests; idle keep-alive connections closed) so in-flight requests finish
    // their writes, then the database. A keep-alive connection whose request finishes after this point
    // turns idle only then, so idle connections are closed again until the server has closed.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(closeIdle);
    await store.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.engine === "sqlite" ? config.database.file : "PostgreSQL";
  app.log.info(`Rafhjól á Íslandi is running at http://localhost:${config.port} (database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
