/**
 * npm run admin -- --email you@example.com --password 'at least twelve characters'
 * Creates the admin account, or gives an existing one a new password (which
 * ends its sessions). Uses DATABASE_URL like the server.
 */
import { parseArgs } from "node:util";
import { systemClock } from "../clock.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { AdminSetupError, IdentityService } from "../identity/identity-service.ts";
import { openStore } from "../store/open-store.ts";

const usage = "Usage: npm run admin -- --email you@example.com --password 'at least 12 characters'";

async function main(): Promise<number> {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } }, strict: true }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (!values.email || !values.password) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const store = await openStore(config.database, { sampleData: config.sampleData, now: systemClock });
  try {
    const created = await new IdentityService(store.identity).setAdminPassword(values.email, values.password);
    console.log(
      created
        ? `Created the admin account ${values.email.trim().toLowerCase()}.`
        : `New password set for ${values.email.trim().toLowerCase()}; its sessions were ended.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AdminSetupError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await store.close();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
