import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openStore } from "./store/open-store.ts";

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

  const store = await openStore(config.database, { sampleData: config.sampleData });
  const app = await buildApp({ config, store, logger: { level: config.logLevel } });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, closing`);
    // Close HTTP first so in-flight requests finish their writes, then the database.
    await app.close();
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
