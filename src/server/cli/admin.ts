/**
 * npm run admin -- --email you@example.com
 *   Creates the site's admin account, or gives it a new password (which ends
 *   its sessions). The password is asked for without echo, or read from
 *   standard input when that is a pipe: printf '%s' "$PASSWORD" | npm run admin -- --email …
 * npm run admin -- --email new@example.com --replace
 *   Makes new@example.com the site's one admin, with a new password; the old admin's sessions end.
 * npm run admin -- --show
 *   Tells who the admin is.
 * npm run admin -- --reset-passkeys
 *   Removes every passkey and recovery code and switches "Require a passkey" off (a lost device).
 * Uses DATABASE_URL like the server.
 */
import { parseArgs } from "node:util";
import { systemClock } from "../clock.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { AdminExistsError, AdminSetupError, adminEmailSchema, IdentityService } from "../identity/identity-service.ts";
import { openStore } from "../store/open-store.ts";
import { PasswordEntryError, readPassword } from "./read-password.ts";

const usage = [
  "Usage:",
  "  npm run admin -- --email you@example.com             create the admin, or set the admin's new password",
  "  npm run admin -- --email new@example.com --replace   make another e-mail the site's admin",
  "  npm run admin -- --show                              tell who the admin is",
  "  npm run admin -- --reset-passkeys                    remove every passkey and recovery code; the password signs in again",
  "The password (at least 12 characters) is asked for, or read from standard input when it is piped.",
].join("\n");

const passwordFlagRefusal =
  "--password is not taken: a password on the command line can be seen by other users of this computer (ps) and stays in the shell's history. " +
  "Leave it out to be asked for it, or pipe it on standard input.";

type Values = { email?: string; password?: string; replace?: boolean; show?: boolean; "reset-passkeys"?: boolean; help?: boolean };

async function main(): Promise<number> {
  let values: Values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        replace: { type: "boolean" },
        show: { type: "boolean" },
        "reset-passkeys": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (values.password !== undefined) {
    console.error(passwordFlagRefusal);
    return 2;
  }
  const alone = values.show || values["reset-passkeys"];
  if (alone ? values.email !== undefined || values.replace || (values.show && values["reset-passkeys"]) : !values.email) {
    console.error(usage);
    return 2;
  }
  const email = values.email === undefined ? undefined : adminEmailSchema.safeParse(values.email.trim());
  if (email && !email.success) {
    console.error(`Admin e-mail: ${email.error.issues[0]?.message ?? "invalid"}`);
    return 1;
  }

  const config = loadConfig();
  const store = await openStore(config.database, { sampleData: config.sampleData, now: systemClock });
  try {
    const identity = new IdentityService(store.identity);
    if (values["reset-passkeys"]) {
      // Counts only: nothing secret (no key, no code) is printed.
      const removed = await store.passkeys.resetPasskeys("command line", systemClock());
      console.log(
        `Removed ${removed.passkeys} passkey${removed.passkeys === 1 ? "" : "s"} and ${removed.recoveryCodes} recovery code${removed.recoveryCodes === 1 ? "" : "s"}; "Require a passkey" is off, so the password signs in again.`,
      );
      return 0;
    }
    const admins = await identity.admins();
    if (values.show || !email) return show(admins.map((admin) => admin.email));

    const wanted = email.data.toLowerCase();
    // Refused before the password is asked for: a mistyped e-mail must not create a second admin.
    const others = admins.filter((admin) => admin.email !== wanted).map((admin) => admin.email);
    if (others.length > 0 && others.length === admins.length && !values.replace) {
      console.error(existsMessage(others, wanted));
      return 1;
    }
    const password = await readPassword();
    const done = await identity.setAdminPassword(wanted, password, { replace: values.replace ?? false });
    const previous = others.join(", ");
    console.log(
      done === "created"
        ? `Created the admin account ${wanted}.`
        : done === "replaced"
          ? `${wanted} is now the site's admin, in place of ${previous}; the sessions of ${previous} were ended.`
          : `New password set for ${wanted}; its sessions were ended.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AdminExistsError) {
      console.error(existsMessage(error.existing, email?.success ? email.data.toLowerCase() : ""));
      return 1;
    }
    if (error instanceof AdminSetupError || error instanceof ConfigError || error instanceof PasswordEntryError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await store.close();
  }
}

function show(admins: string[]): number {
  if (admins.length === 0) console.log("No admin account yet: create one with npm run admin -- --email you@example.com");
  else if (admins.length === 1) console.log(`The admin is ${admins[0]}.`);
  else console.log(`The site has ${admins.length} admin accounts: ${admins.join(", ")}. --replace leaves one.`);
  return 0;
}

function existsMessage(existing: string[], wanted: string): string {
  return [
    `The site already has an admin, ${existing.join(", ")}, and has only one. Nothing was changed.`,
    `To give ${existing[0]} a new password: npm run admin -- --email ${existing[0]}`,
    `To make ${wanted} the admin instead (the old admin's sessions end): npm run admin -- --email ${wanted} --replace`,
  ].join("\n");
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
