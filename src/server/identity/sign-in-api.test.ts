import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, WRITE_HEADERS } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";
import { verifyPassword } from "./passwords.ts";

describe.each(testEngines)("/api/auth (%s)", (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp({ engine, now: "2026-11-22T10:00:00Z" });
    await test.createAdmin();
  });
  afterEach(async () => test.close());

  /** A sign-in from the client at `from` (the TCP peer: no proxy is trusted by default). */
  const login = (payload: unknown, headers: Record<string, string> = {}, from = "198.51.100.7") =>
    test.app.inject({ method: "POST", url: "/api/auth/login", payload: payload as object, headers: { ...WRITE_HEADERS, ...headers }, remoteAddress: from });

  it("signs in with the right password: 200, and an HttpOnly SameSite=Strict session cookie", async () => {
    const response = await login(TEST_ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Login successful", email: TEST_ADMIN.email });
    const cookie = response.cookies.find((entry) => entry.name === "rafhjol_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
  });

  it("believes X-Forwarded-Proto only from a trusted proxy when marking the cookie Secure", async () => {
    const direct = await login(TEST_ADMIN, { "x-forwarded-proto": "https" });
    expect(direct.cookies.find((entry) => entry.name === "rafhjol_session")?.secure).toBeFalsy();
    const proxied = await createTestApp({ engine, trustProxy: ["127.0.0.1"] });
    try {
      await proxied.createAdmin();
      const response = await proxied.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: TEST_ADMIN,
        headers: { ...WRITE_HEADERS, "x-forwarded-proto": "https", "x-forwarded-for": "198.51.100.7" },
        remoteAddress: "127.0.0.1",
      });
      expect(response.cookies.find((entry) => entry.name === "rafhjol_session")?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it("in production names the cookie __Host-rafhjol_session and marks it Secure always, for this host only", async () => {
    const production = await createTestApp({ engine, identityOptions: { secureCookies: true } });
    try {
      await production.createAdmin();
      const response = await production.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN, headers: WRITE_HEADERS });
      const cookie = response.cookies.find((entry) => entry.name === "__Host-rafhjol_session");
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Strict", path: "/" });
      expect(cookie?.domain).toBeUndefined();
      expect(response.cookies.some((entry) => entry.name === "rafhjol_session")).toBe(false);
      const session = await production.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: `__Host-rafhjol_session=${cookie?.value}` } });
      expect(session.json()).toEqual({ signedIn: true, email: TEST_ADMIN.email });
      // The unprefixed name (which a sibling subdomain could set) is not read.
      const plain = await production.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: `rafhjol_session=${cookie?.value}` } });
      expect(plain.json()).toEqual({ signedIn: false });
    } finally {
      await production.close();
    }
  });

  it("gives a new session id at every sign-in", async () => {
    const first = (await login(TEST_ADMIN)).cookies[0]?.value;
    const second = (await login(TEST_ADMIN)).cookies[0]?.value;
    expect(first).not.toBe(second);
  });

  it("answers a wrong password and an unknown e-mail with the same 401 message", async () => {
    const wrong = await login({ ...TEST_ADMIN, password: "vitlaust-lykilord" });
    const unknown = await login({ email: "someone@else.is", password: "vitlaust-lykilord" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toEqual([]);
  });

  it.each([
    [{}, "email is required"],
    [{ email: "a@b.is" }, "password is required"],
    [{ ...TEST_ADMIN, remember: true }, "unknown field: remember"],
    [{ ...TEST_ADMIN, email: "test@rafhjol.is\u0000" }, "email must not contain control characters"],
    [{ ...TEST_ADMIN, email: "\u0000" }, "email must not contain control characters"],
    [{ email: 5, password: [] }, "email is required"],
    [{ ...TEST_ADMIN, email: "ekki-netfang" }, "email must be a valid e-mail address"],
    [{ ...TEST_ADMIN, email: `${TEST_ADMIN.email}|address:198.51.100.7` }, "email must be a valid e-mail address"],
  ])("refuses %o with 400", async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("tells the session's e-mail to its holder, and anyone else that they are signed out (200: being signed out is no error)", async () => {
    const cookie = await test.signIn();
    const mine = await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(mine.json()).toEqual({ signedIn: true, email: TEST_ADMIN.email });
    const nobody = await test.app.inject({ method: "GET", url: "/api/auth/session" });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ signedIn: false });
    const forged = await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: "rafhjol_session=forged" } });
    expect(forged.json()).toEqual({ signedIn: false });
  });

  it("ends the session at sign-out, on the server too", async () => {
    const cookie = await test.signIn();
    const out = await test.app.inject({ method: "POST", url: "/api/auth/logout", headers: { ...WRITE_HEADERS, cookie } });
    expect(out.json()).toEqual({ message: "Logged out successfully" });
    expect(out.cookies.find((entry) => entry.name === "rafhjol_session")?.value).toBe("");
    const after = await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(after.json()).toEqual({ signedIn: false });
  });

  it("ends a session idle for two hours, and any session twelve hours after sign-in", async () => {
    const cookie = await test.signIn();
    const session = () => test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    for (let hour = 1; hour <= 11; hour += 1) {
      test.clock.advance(60 * 60_000);
      expect((await session()).json().signedIn, `after ${hour} h of use`).toBe(true);
    }
    test.clock.advance(60 * 60_000);
    expect((await session()).json().signedIn).toBe(false);

    const idle = await test.signIn();
    test.clock.advance(2 * 60 * 60_000);
    expect((await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: idle } })).json().signedIn).toBe(false);
  });

  it("locks an account for one client after five failures in 15 minutes, with a message that does not tell whether it exists", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login({ ...TEST_ADMIN, password: "vitlaust-lykilord" })).statusCode).toBe(401);
    const locked = await login(TEST_ADMIN);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
    expect(locked.headers["retry-after"]).toBe("900");
    for (let attempt = 0; attempt < 5; attempt += 1) await login({ email: "enginn@rafhjol.is", password: "vitlaust-lykilord" }, {}, "198.51.100.8");
    expect((await login({ email: "enginn@rafhjol.is", password: "x" }, {}, "198.51.100.8")).json()).toEqual(locked.json());
    test.clock.advance(15 * 60_000);
    expect((await login(TEST_ADMIN)).statusCode).toBe(200);
  });

  it("sweeps ended sessions and spent sign-in counters, client addresses included", async () => {
    await login({ ...TEST_ADMIN, password: "vitlaust-lykilord" });
    const cookie = await test.signIn();
    const counters = async () => (await test.store.db.selectFrom("login_throttle").select("key").execute()).map((row) => row.key).sort();
    expect(await counters()).toEqual([
      '["account","test@rafhjol.is"]',
      '["address","127.0.0.1"]',
      '["address","198.51.100.7"]',
      '["pair","test@rafhjol.is","198.51.100.7"]',
      '["site"]',
      // The rate limiter's counters, one per client, named by a keyed hash of the address, never the address.
      expect.stringMatching(/^rate:POST \/api\/auth\/login\|[\w-]{43}$/),
      expect.stringMatching(/^rate:POST \/api\/auth\/login\|[\w-]{43}$/),
    ]);
    expect(await test.identity.sweep()).toEqual({ sessions: 0, throttles: 0 });
    test.clock.advance(16 * 60_000);
    expect(await test.identity.sweep()).toEqual({ sessions: 0, throttles: 7 });
    expect(await counters()).toEqual([]);
    test.clock.advance(2 * 60 * 60_000);
    expect(await test.identity.sweep()).toEqual({ sessions: 1, throttles: 0 });
    expect((await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json().signedIn).toBe(false);
  });

  it("locks a client address after twenty failures across accounts", async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) await login({ email: `user${attempt}@rafhjol.is`, password: "vitlaust-lykilord" });
    expect((await login(TEST_ADMIN)).statusCode).toBe(429);
    expect((await login(TEST_ADMIN, {}, "203.0.113.50")).statusCode).toBe(200);
  });

  it("counts all addresses of one IPv6 /64 as one client", async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) await login({ email: `user${attempt}@rafhjol.is`, password: "x" }, {}, `2001:db8:1:2::${attempt + 1}`);
    expect((await login(TEST_ADMIN, {}, "2001:db8:1:2:ffff:ffff:ffff:ffff")).statusCode).toBe(429);
    // Another /48: the /64's failures also used up its /48's share (see the site-wide budget's tests).
    expect((await login(TEST_ADMIN, {}, "2001:db8:2:3::1")).statusCode).toBe(200);
  });

  it("ignores X-Forwarded-For from a client it does not trust: 40 spoofed addresses are one client", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const spoofed = { "x-forwarded-for": `203.0.113.${attempt + 1}` };
      statuses.push((await login({ email: `user${attempt}@rafhjol.is`, password: "vitlaust-lykilord" }, spoofed)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });

  it("never lets an answer about sign-in be stored: Cache-Control: no-store on success and on every refusal", async () => {
    const answers = [
      await login(TEST_ADMIN),
      await login({ ...TEST_ADMIN, password: "vitlaust-lykilord" }),
      await login({}),
      await test.app.inject({ method: "GET", url: "/api/auth/session" }),
      await test.app.inject({ method: "POST", url: "/api/auth/logout", headers: WRITE_HEADERS }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 400, 200, 200]);
    for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("refuses a sign-in without the X-Requested-With: rafhjol header", async () => {
    const response = await test.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN, remoteAddress: "198.51.100.7" });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it("refuses a sign-in posted from another site", async () => {
    const response = await login(TEST_ADMIN, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });
});

describe.each(testEngines)("setting the admin password (%s)", (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp({ engine });
  });
  afterEach(async () => test.close());

  it("needs at least 12 characters and a valid e-mail", async () => {
    await expect(test.identity.setAdminPassword("admin@rafhjol.is", "of-stutt")).rejects.toThrow("at least 12 characters");
    await expect(test.identity.setAdminPassword("ekki-netfang", "nógu-langt-lykilorð")).rejects.toThrow("e-mail");
    expect(await test.identity.hasAdmin()).toBe(false);
  });

  it("creates the account, and a reset ends its sessions", async () => {
    expect(await test.identity.setAdminPassword(TEST_ADMIN.email, TEST_ADMIN.password)).toBe("created");
    const cookie = await test.signIn();
    expect(await test.identity.setAdminPassword(TEST_ADMIN.email.toUpperCase(), "annað-langt-lykilorð")).toBe("password-changed");
    expect((await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json().signedIn).toBe(false);
    const old = await test.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN, headers: WRITE_HEADERS });
    expect(old.statusCode).toBe(401);
  });

  it("refuses a second admin with another e-mail, and with replace gives the one admin the new e-mail and password", async () => {
    await test.createAdmin();
    const cookie = await test.signIn();
    await expect(test.identity.setAdminPassword("tset@rafhjol.is", "annað-langt-lykilorð")).rejects.toThrow(
      `The site already has an admin: ${TEST_ADMIN.email}`,
    );
    expect((await test.identity.admins()).map((admin) => admin.email)).toEqual([TEST_ADMIN.email]);
    expect((await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json().signedIn).toBe(true);

    expect(await test.identity.setAdminPassword("ny@rafhjol.is", "annað-langt-lykilorð", { replace: true })).toBe("replaced");
    expect((await test.identity.admins()).map((admin) => admin.email)).toEqual(["ny@rafhjol.is"]);
    expect((await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json().signedIn).toBe(false);
    const login = (email: string, password: string) =>
      test.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, headers: WRITE_HEADERS });
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await login("ny@rafhjol.is", "annað-langt-lykilorð")).statusCode).toBe(200);
  }, 30_000);
});

describe.each(testEngines)("sign-in throttling that holds (%s)", (engine) => {
  let test: TestApp | undefined;
  afterEach(async () => test?.close());

  /** A test app whose password checks are counted; with `hold`, each check waits for it before it starts. */
  async function countingApp(options: Parameters<typeof createTestApp>[0] = {}, hold?: Promise<void>) {
    const checks = { count: 0, running: 0, mostAtOnce: 0 };
    const app = await createTestApp({
      engine,
      ...options,
      identityOptions: {
        ...options.identityOptions,
        checkPassword: async (password, stored) => {
          checks.count += 1;
          checks.running += 1;
          checks.mostAtOnce = Math.max(checks.mostAtOnce, checks.running);
          try {
            await hold;
            return await verifyPassword(password, stored);
          } finally {
            checks.running -= 1;
          }
        },
      },
    });
    await app.createAdmin();
    return { app, checks };
  }

  const attempt = (target: TestApp, payload: object, from: string, headers: Record<string, string> = {}) =>
    target.app.inject({ method: "POST", url: "/api/auth/login", payload, remoteAddress: from, headers: { ...WRITE_HEADERS, ...headers } });

  it("counts each attempt before the password is checked: 300 parallel wrong sign-ins check at most 5 passwords, and the site keeps answering", async () => {
    // The production cost (N = 2^17, about 0.3 s and 128 MiB a check). The checks are held until the site has
    // been seen answering pages and lists while they wait, so the test does not depend on the machine's speed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const counted = await countingApp({ identityOptions: { scryptLogN: 17 } }, held);
    test = counted.app;
    const burst = Promise.all(Array.from({ length: 300 }, () => attempt(counted.app, { ...TEST_ADMIN, password: "vitlaust-lykilord" }, "198.51.100.7")));
    while (counted.checks.running === 0) await new Promise((resolve) => setImmediate(resolve));
    for (const url of ["/", "/backend/get_routes.php"]) {
      expect((await counted.app.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
    }
    // The pages were answered while password checks were under way.
    expect(counted.checks.running).toBeGreaterThan(0);
    release();
    const statuses = (await burst).map((response) => response.statusCode);
    expect(counted.checks.count).toBeLessThanOrEqual(5);
    // Five wrong passwords were checked and answered as such; every other attempt was refused unchecked.
    expect(statuses.filter((status) => status === 401).length).toBe(5);
    expect(statuses.filter((status) => status === 429).length).toBe(295);
    // The attacker's burst did not lock out the admin, who signs in from elsewhere.
    expect((await attempt(counted.app, TEST_ADMIN, "203.0.113.10")).statusCode).toBe(200);
  }, 60_000);

  it("never locks the admin out: after five failures from other addresses the right password works from a fresh one, only slowed", async () => {
    const waits: number[] = [];
    const wait = async (milliseconds: number) => {
      waits.push(milliseconds);
    };
    const counted = await countingApp({ identityOptions: { accountSlowdownMs: 100, wait } });
    test = counted.app;
    for (let index = 1; index <= 5; index += 1) {
      expect((await attempt(counted.app, { ...TEST_ADMIN, password: "vitlaust-lykilord" }, `203.0.113.${index}`)).statusCode).toBe(401);
    }
    // The attacker's own address is locked for this account...
    for (let index = 0; index < 5; index += 1) await attempt(counted.app, { ...TEST_ADMIN, password: "vitlaust-lykilord" }, "203.0.113.99");
    expect((await attempt(counted.app, TEST_ADMIN, "203.0.113.99")).statusCode).toBe(429);
    // ...the admin's is not, though the account as a whole waits a little before each check now.
    waits.length = 0;
    const admin = await attempt(counted.app, TEST_ADMIN, "198.51.100.7");
    expect(admin.statusCode).toBe(200);
    expect(waits.length).toBe(1);
    expect(waits[0]).toBeGreaterThanOrEqual(100);
  }, 15_000);

  it("clears the account's counters when the admin's password is set again (npm run admin)", async () => {
    const counted = await countingApp();
    test = counted.app;
    for (let index = 0; index < 5; index += 1) await attempt(counted.app, { ...TEST_ADMIN, password: "vitlaust-lykilord" }, "198.51.100.7");
    expect((await attempt(counted.app, TEST_ADMIN, "198.51.100.7")).statusCode).toBe(429);
    await counted.app.identity.setAdminPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await attempt(counted.app, TEST_ADMIN, "198.51.100.7")).statusCode).toBe(200);
  });

  it("believes X-Forwarded-For from the proxy TRUST_PROXY names: each forwarded address is its own client", async () => {
    const counted = await countingApp({ trustProxy: ["127.0.0.1"] });
    test = counted.app;
    for (let index = 0; index < 40; index += 1) {
      const response = await attempt(counted.app, { email: `user${index}@rafhjol.is`, password: "x" }, "127.0.0.1", {
        "x-forwarded-for": `203.0.113.${index + 1}`,
      });
      expect(response.statusCode, `attempt ${index + 1}`).toBe(401);
    }
    // A client sending its own X-Forwarded-For through the proxy gets the address the proxy saw.
    for (let index = 0; index < 20; index += 1) {
      await attempt(counted.app, { email: `user${index}@rafhjol.is`, password: "x" }, "127.0.0.1", { "x-forwarded-for": `10.9.9.${index}, 198.51.100.200` });
    }
    expect((await attempt(counted.app, TEST_ADMIN, "127.0.0.1", { "x-forwarded-for": "10.9.9.99, 198.51.100.200" })).statusCode).toBe(429);
  });

  it("checks at most two passwords at once and answers 503 with Retry-After when too many wait", async () => {
    const counted = await countingApp({ trustProxy: ["127.0.0.1"], identityOptions: { scryptLogN: 14 } });
    test = counted.app;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        attempt(counted.app, { email: `user${index}@rafhjol.is`, password: "x" }, "127.0.0.1", { "x-forwarded-for": `203.0.113.${index + 1}` }),
      ),
    );
    expect(counted.checks.mostAtOnce).toBeLessThanOrEqual(2);
    const busy = answers.filter((response) => response.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.headers["retry-after"]).toBe("2");
    expect(answers.every((response) => response.statusCode === 401 || response.statusCode === 503)).toBe(true);
  });

  it("limits password checks for the whole site to 120 a minute, whatever the addresses", async () => {
    const counted = await countingApp({ trustProxy: ["127.0.0.1"] });
    test = counted.app;
    const statuses: number[] = [];
    for (let index = 0; index < 125; index += 1) {
      const from = { "x-forwarded-for": `10.0.${Math.floor(index / 200)}.${index % 200}` };
      statuses.push((await attempt(counted.app, { email: `user${index}@rafhjol.is`, password: "x" }, "127.0.0.1", from)).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(120).every((status) => status === 503)).toBe(true);
    expect(counted.checks.count).toBe(120);
    counted.app.clock.advance(60_000);
    expect((await attempt(counted.app, TEST_ADMIN, "127.0.0.1", { "x-forwarded-for": "198.51.100.7" })).statusCode).toBe(200);
  }, 30_000);
});
