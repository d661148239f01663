import { buildApp } from "./app.ts";
import { systemClock } from "./clock.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { IdentityService } from "./identity/identity-service.ts";
import { loggerOptions } from "./logging.ts";
import { stopper } from "./shutdown.ts";
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

  const stop = stopper(app, () => store.close());
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
