import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseLocation } from "../config.ts";
import { createTestApp, TEST_ADMIN, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";

const adminFile = fileURLToPath(new URL("./admin.ts", import.meta.url));
const NEW_PASSWORD = "nýtt-og-langt-lykilorð";

/** DATABASE_URL for the test's database: a SQLite file, or the test's own schema on the PostgreSQL server. */
function databaseUrl(location: DatabaseLocation): string {
  if (location.engine === "sqlite") return `sqlite:${location.file}`;
  const url = new URL(location.url);
  if (location.searchPath) url.searchParams.set("options", `-c search_path=${location.searchPath}`);
  return url.toString();
}

describe.each(testEngines)("npm run admin (%s)", (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp({ engine });
  });
  afterEach(async () => test.close());

  /** Runs the command with `input` piped to its standard input, as `printf '%s' "$PASSWORD" | npm run admin -- …` does. */
  async function admin(args: string[], input = ""): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", adminFile, ...args], {
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl(test.database.location), SAMPLE_DATA: "false" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // A command that refuses before reading its input closes the pipe early: that is not this test's error.
    child.stdin.on("error", () => {});
    child.stdin.end(input);
    const [code] = (await once(child, "exit")) as [number | null];
    return { code, stdout, stderr };
  }

  const signIn = (email: string, password: string) =>
    test.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, headers: WRITE_HEADERS });

  it("creates the admin with the password read from standard input (one final line break is not part of it)", async () => {
    const run = await admin(["--email", TEST_ADMIN.email], `${TEST_ADMIN.password}\n`);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toBe(`Created the admin account ${TEST_ADMIN.email}.\n`);
    expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
  }, 60_000);

  it("refuses --password, changing nothing: others could see it", async () => {
    const run = await admin(["--email", TEST_ADMIN.email, "--password", TEST_ADMIN.password], `${TEST_ADMIN.password}\n`);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--password is not taken: a password on the command line can be seen by other users of this computer (ps)");
    expect(await test.identity.hasAdmin()).toBe(false);
  }, 60_000);

  it("--reset-passkeys removes every passkey and recovery code and switches the requirement off, printing no secret", async () => {
    await test.createAdmin();
    const [account] = await test.identity.admins();
    expect(account).toBeDefined();
    const found = await test.store.identity.findAdminByEmail(TEST_ADMIN.email);
    const adminId = found?.id ?? -1;
    const now = test.clock.now();
    await test.store.passkeys.addPasskey(
      { id: "cHJvZmEtbHlraWxs", adminId, name: "Síminn", publicKey: new Uint8Array([1, 2, 3]), signCount: 0, transports: [], createdAt: now.toISOString() },
      TEST_ADMIN.email,
    );
    await test.store.passkeys.replaceRecoveryCodes(adminId, ["a".repeat(64), "b".repeat(64)], TEST_ADMIN.email, now);
    await test.store.passkeys.setPasskeyRequired(adminId, true, TEST_ADMIN.email, now);
    expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password)).json()).toEqual({ message: "This account signs in with a passkey." });

    const run = await admin(["--reset-passkeys"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('Removed 1 passkey and 2 recovery codes; "Require a passkey" is off, so the password signs in again.\n');
    expect(run.stdout + run.stderr).not.toMatch(/cHJvZmEtbHlraWxs|aaaa|bbbb/);
    expect(await test.store.passkeys.listPasskeys(adminId)).toEqual([]);
    expect(await test.store.passkeys.countRecoveryCodes(adminId)).toBe(0);
    expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
  }, 60_000);

  it("refuses a short or missing password and an e-mail that is not one, changing nothing", async () => {
    expect(await admin(["--email", TEST_ADMIN.email], "of-stutt\n")).toMatchObject({ code: 1, stderr: expect.stringContaining("at least 12 characters") });
    expect(await admin(["--email", TEST_ADMIN.email], "")).toMatchObject({ code: 1, stderr: expect.stringContaining("at least 12 characters") });
    expect(await admin(["--email", "ekki-netfang"], TEST_ADMIN.password)).toMatchObject({ code: 1, stderr: expect.stringContaining("Admin e-mail") });
    expect(await admin([])).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage") });
    expect(await test.identity.admins()).toEqual([]);
  }, 60_000);

  it("gives the admin a new password, ending the admin's sessions", async () => {
    await test.createAdmin();
    const cookie = await test.signIn();
    const run = await admin(["--email", TEST_ADMIN.email.toUpperCase()], NEW_PASSWORD);
    expect(run).toMatchObject({ code: 0, stdout: `New password set for ${TEST_ADMIN.email}; its sessions were ended.\n` });
    expect((await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json()).toEqual({ signedIn: false });
    expect((await signIn(TEST_ADMIN.email, NEW_PASSWORD)).statusCode).toBe(200);
  }, 60_000);

  it("refuses to create a second admin when the e-mail is another (a typo), and says how to replace", async () => {
    await test.createAdmin();
    const run = await admin(["--email", "tset@rafhjol.is"], NEW_PASSWORD);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      [
        `The site already has an admin, ${TEST_ADMIN.email}, and has only one. Nothing was changed.`,
        `To give ${TEST_ADMIN.email} a new password: npm run admin -- --email ${TEST_ADMIN.email}`,
        "To make tset@rafhjol.is the admin instead (the old admin's sessions end): npm run admin -- --email tset@rafhjol.is --replace",
        "",
      ].join("\n"),
    );
    expect((await test.identity.admins()).map((account) => account.email)).toEqual([TEST_ADMIN.email]);
    expect((await signIn("tset@rafhjol.is", NEW_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
  }, 60_000);

  it("with --replace gives the one admin the new e-mail and password, and ends the old admin's sessions", async () => {
    await test.createAdmin();
    const cookie = await test.signIn();
    const run = await admin(["--email", "ny@rafhjol.is", "--replace"], NEW_PASSWORD);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toBe(`ny@rafhjol.is is now the site's admin, in place of ${TEST_ADMIN.email}; the sessions of ${TEST_ADMIN.email} were ended.\n`);
    expect((await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json()).toEqual({ signedIn: false });
    expect((await test.identity.admins()).map((account) => account.email)).toEqual(["ny@rafhjol.is"]);
    expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await signIn("ny@rafhjol.is", NEW_PASSWORD)).statusCode).toBe(200);
  }, 60_000);

  it("with --show tells who the admin is", async () => {
    expect(await admin(["--show"])).toMatchObject({ code: 0, stdout: "No admin account yet: create one with npm run admin -- --email you@example.com\n" });
    await test.createAdmin();
    expect(await admin(["--show"])).toMatchObject({ code: 0, stdout: `The admin is ${TEST_ADMIN.email}.\n`, stderr: "" });
    expect(await admin(["--show", "--email", TEST_ADMIN.email])).toMatchObject({ code: 2 });
  }, 60_000);
});
