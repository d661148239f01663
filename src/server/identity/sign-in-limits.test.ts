import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";
import type { IdentityOptions } from "./identity-service.ts";
import { verifyPassword } from "./passwords.ts";

const ADMIN_HOME = "198.51.100.7";
const WRONG = "vitlaust-lykilord";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

describe.each(testEngines)("sign-in counters no e-mail can forge (%s)", (engine) => {
  let test: TestApp | undefined;
  afterEach(async () => test?.close());

  /**
   * Texts that, joined into a counter's key with a separator or spliced into
   * JSON, would name the admin's own counter for the admin's address.
   */
  const forgeries = [
    `${TEST_ADMIN.email}|address:${ADMIN_HOME}`,
    `email:${TEST_ADMIN.email}|address:${ADMIN_HOME}`,
    `${TEST_ADMIN.email}","${ADMIN_HOME}`,
    `${TEST_ADMIN.email}"],["address","${ADMIN_HOME}`,
  ];

  it("refuses a sign-in e-mail that is not an e-mail address with 400, before counting it", async () => {
    test = await createTestApp({ engine });
    await test.createAdmin();
    for (const email of forgeries) {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: WRONG },
        headers: WRITE_HEADERS,
        remoteAddress: "203.0.113.1",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "email must be a valid e-mail address" });
    }
    const keys = await test.store.db.selectFrom("login_throttle").select("key").execute();
    expect(keys.map((row) => row.key)).toEqual([expect.stringMatching(/^rate:POST \/api\/auth\/login\|[\w-]{43}$/)]);
  }, 30_000);

  it("never lets forged e-mails from two addresses stop the right password from the admin's address", async () => {
    test = await createTestApp({ engine, identityOptions: { accountSlowdownMs: 0 } });
    await test.createAdmin();
    // Straight to the identity service, past the e-mail check of the HTTP API: the keys themselves must hold.
    for (const from of ["203.0.113.1", "203.0.113.2"]) {
      for (const email of forgeries) {
        for (let attempt = 0; attempt < 6; attempt += 1) await test.identity.signIn(email, WRONG, from);
      }
    }
    const admin = await test.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN, headers: WRITE_HEADERS, remoteAddress: ADMIN_HOME });
    expect(admin.statusCode).toBe(200);
    // And the admin's own five failures still lock that address (the counter exists and is the admin's own).
    for (let attempt = 0; attempt < 5; attempt += 1) await test.identity.signIn(TEST_ADMIN.email, WRONG, ADMIN_HOME);
    expect((await test.identity.signIn(TEST_ADMIN.email, TEST_ADMIN.password, ADMIN_HOME)).ok).toBe(false);
  }, 30_000);
});

describe.each(testEngines)("the site-wide sign-in budget and known devices (%s)", (engine) => {
  let test: TestApp | undefined;
  afterEach(async () => test?.close());

  /** A test app behind a trusted proxy (each X-Forwarded-For address is a client), whose password checks are counted. */
  async function proxiedApp(identityOptions: Partial<IdentityOptions> = {}) {
    const checks = { count: 0 };
    const app = await createTestApp({
      engine,
      trustProxy: ["127.0.0.1"],
      identityOptions: {
        ...identityOptions,
        checkPassword: async (password, stored) => {
          checks.count += 1;
          return verifyPassword(password, stored);
        },
      },
    });
    await app.createAdmin();
    return { app, checks };
  }

  const attempt = (target: TestApp, payload: object, from: string, cookie?: string) =>
    target.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload,
      remoteAddress: "127.0.0.1",
      headers: { ...WRITE_HEADERS, "x-forwarded-for": from, ...(cookie === undefined ? {} : { cookie }) },
    });

  /** Wrong passwords from `count` IPv6 addresses, each in a /48 of its own (so no per-client or per-network limit stops them). */
  async function exhaustSiteBudget(target: TestApp, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const from = `2001:db8:${(index + 1).toString(16)}:${(index + 1).toString(16)}::1`;
      statuses.push((await attempt(target, { email: `user${index}@rafhjol.is`, password: WRONG }, from)).statusCode);
    }
    return statuses;
  }

  it("sets a year-long, HttpOnly, SameSite=Strict known-device cookie at sign-in that holds nothing about the person", async () => {
    const { app } = await proxiedApp();
    test = app;
    const response = await attempt(app, TEST_ADMIN, ADMIN_HOME);
    const cookie = response.cookies.find((entry) => entry.name === "rafhjol_known_device");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/", maxAge: YEAR_SECONDS });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^known-device\.[A-Za-z0-9+/]{43}$/);
    expect(cookie?.value).not.toContain("rafhjol.is");
    // Not at a failed sign-in.
    const failed = await attempt(app, { ...TEST_ADMIN, password: WRONG }, ADMIN_HOME);
    expect(failed.cookies).toEqual([]);
  }, 30_000);

  it("in production names it __Host-rafhjol_known_device and marks it Secure", async () => {
    test = await createTestApp({ engine, identityOptions: { secureCookies: true } });
    await test.createAdmin();
    const response = await test.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN, headers: WRITE_HEADERS });
    const cookie = response.cookies.find((entry) => entry.name === "__Host-rafhjol_known_device");
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Strict", path: "/", maxAge: YEAR_SECONDS });
    expect(cookie?.domain).toBeUndefined();
  }, 30_000);

  it("lets the admin sign in from a known device while addresses from many networks hold the site's budget down; no forged marker does", async () => {
    const { app, checks } = await proxiedApp();
    test = app;
    const first = await attempt(app, TEST_ADMIN, ADMIN_HOME);
    const marker = first.cookies.find((entry) => entry.name === "rafhjol_known_device")?.value ?? "";
    await app.app.inject({ method: "POST", url: "/api/auth/logout", headers: { ...WRITE_HEADERS, cookie: `rafhjol_session=${first.cookies[0]?.value}` } });

    const statuses = await exhaustSiteBudget(app, 121);
    expect(statuses.slice(0, 119)).toEqual(Array(119).fill(401));
    expect(statuses.at(-1)).toBe(503);
    const checked = checks.count;

    // Without the cookie, or with one the server did not sign for this account: the site is busy.
    const [value, signature] = [marker.slice(0, marker.lastIndexOf(".")), marker.slice(marker.lastIndexOf(".") + 1)];
    for (const cookie of [
      undefined,
      "rafhjol_known_device=known-device",
      `rafhjol_known_device=${value}`,
      `rafhjol_known_device=${value}.${signature.replace(/^./, (character) => (character === "A" ? "B" : "A"))}`,
      `rafhjol_known_device=other.${signature}`,
      `rafhjol_session=${marker}`,
    ]) {
      const refused = await attempt(app, TEST_ADMIN, ADMIN_HOME, cookie);
      expect(refused.statusCode, String(cookie)).toBe(503);
    }
    expect(checks.count).toBe(checked);
    // Refused for what others did, those tries were not held against the admin's address.

    // With it: signed in, and the cookie is set again for another year.
    const known = await attempt(app, TEST_ADMIN, ADMIN_HOME, `rafhjol_known_device=${marker}`);
    expect(known.statusCode).toBe(200);
    expect(known.cookies.find((entry) => entry.name === "rafhjol_known_device")).toMatchObject({ value: marker, maxAge: YEAR_SECONDS });
    // The known device does not open the door to a wrong password, nor to another e-mail.
    expect((await attempt(app, { ...TEST_ADMIN, password: WRONG }, ADMIN_HOME, `rafhjol_known_device=${marker}`)).statusCode).toBe(401);
    expect((await attempt(app, { email: "annar@rafhjol.is", password: WRONG }, ADMIN_HOME, `rafhjol_known_device=${marker}`)).statusCode).toBe(503);
  }, 120_000);

  it("forgets every known device when the admin's password changes", async () => {
    const { app } = await proxiedApp();
    test = app;
    const marker = (await attempt(app, TEST_ADMIN, ADMIN_HOME)).cookies.find((entry) => entry.name === "rafhjol_known_device")?.value ?? "";
    await app.identity.setAdminPassword(TEST_ADMIN.email, "annað-langt-lykilorð");
    await exhaustSiteBudget(app, 121);
    const response = await attempt(app, { ...TEST_ADMIN, password: "annað-langt-lykilorð" }, ADMIN_HOME, `rafhjol_known_device=${marker}`);
    expect(response.statusCode).toBe(503);
  }, 120_000);

  it("counts all /64s of one IPv6 /48 as one share of the site's budget: they cannot hold it down", async () => {
    const { app, checks } = await proxiedApp();
    test = app;
    const statuses: number[] = [];
    for (let index = 0; index < 125; index += 1) {
      // 125 clients of their own (one /64 each), all in 2001:db8:77::/48.
      const from = `2001:db8:77:${(index + 1).toString(16)}::${(index % 7) + 1}`;
      statuses.push((await attempt(app, { email: `user${index}@rafhjol.is`, password: WRONG }, from)).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(105).fill(429));
    expect(checks.count).toBe(20);
    // The admin, elsewhere and with no known-device cookie, signs in: the site's budget was not used up.
    expect((await attempt(app, TEST_ADMIN, "2001:db8:1:1::1")).statusCode).toBe(200);
    expect((await attempt(app, TEST_ADMIN, ADMIN_HOME)).statusCode).toBe(200);
  }, 120_000);
});
