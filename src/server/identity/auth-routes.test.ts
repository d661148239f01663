import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../test-support/test-app.ts";
import { testEngines } from "../test-support/test-databases.ts";

describe.each(testEngines)("/api/auth (%s)", (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp({ engine, now: "2026-11-22T10:00:00Z" });
    await test.createAdmin();
  });
  afterEach(async () => test.close());

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({ method: "POST", url: "/api/auth/login", payload: payload as object, headers: { "x-forwarded-for": "198.51.100.7", ...headers } });

  it("signs in with the right password: 200, and an HttpOnly SameSite=Strict session cookie", async () => {
    const response = await login(TEST_ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Login successful", email: TEST_ADMIN.email });
    const cookie = response.cookies.find((entry) => entry.name === "rafhjol_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
  });

  it("marks the cookie Secure when the site is reached over HTTPS", async () => {
    const response = await login(TEST_ADMIN, { "x-forwarded-proto": "https" });
    expect(response.cookies.find((entry) => entry.name === "rafhjol_session")?.secure).toBe(true);
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
  ])("refuses %o with 400", async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("tells the session's e-mail to its holder, and 401 to anyone else", async () => {
    const cookie = await test.signIn();
    const mine = await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(mine.json()).toEqual({ email: TEST_ADMIN.email });
    const nobody = await test.app.inject({ method: "GET", url: "/api/auth/session" });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json().message).toBe("Not signed in");
    const forged = await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: "rafhjol_session=forged" } });
    expect(forged.statusCode).toBe(401);
  });

  it("ends the session at sign-out, on the server too", async () => {
    const cookie = await test.signIn();
    const out = await test.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.json()).toEqual({ message: "Logged out successfully" });
    expect(out.cookies.find((entry) => entry.name === "rafhjol_session")?.value).toBe("");
    const after = await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it("ends a session idle for two hours, and any session twelve hours after sign-in", async () => {
    const cookie = await test.signIn();
    const session = () => test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    for (let hour = 1; hour <= 11; hour += 1) {
      test.clock.advance(60 * 60_000);
      expect((await session()).statusCode, `after ${hour} h of use`).toBe(200);
    }
    test.clock.advance(60 * 60_000);
    expect((await session()).statusCode).toBe(401);

    const idle = await test.signIn();
    test.clock.advance(2 * 60 * 60_000);
    expect((await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: idle } })).statusCode).toBe(401);
  });

  it("locks an account after five failures in 15 minutes, with a message that does not tell whether it exists", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login({ ...TEST_ADMIN, password: "vitlaust-lykilord" })).statusCode).toBe(401);
    const locked = await login(TEST_ADMIN);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
    for (let attempt = 0; attempt < 5; attempt += 1)
      await login({ email: "enginn@rafhjol.is", password: "vitlaust-lykilord" }, { "x-forwarded-for": "198.51.100.8" });
    expect((await login({ email: "enginn@rafhjol.is", password: "x" }, { "x-forwarded-for": "198.51.100.8" })).json()).toEqual(locked.json());
    test.clock.advance(15 * 60_000);
    expect((await login(TEST_ADMIN)).statusCode).toBe(200);
  });

  it("sweeps ended sessions and spent sign-in counters, client addresses included", async () => {
    await login({ ...TEST_ADMIN, password: "vitlaust-lykilord" });
    const cookie = await test.signIn();
    const counters = () => test.store.db.selectFrom("login_throttle").select("key").execute();
    expect((await counters()).map((row) => row.key)).toEqual(["address:198.51.100.7"]);
    expect(await test.identity.sweep()).toEqual({ sessions: 0, throttles: 0 });
    test.clock.advance(16 * 60_000);
    expect(await test.identity.sweep()).toEqual({ sessions: 0, throttles: 1 });
    expect(await counters()).toEqual([]);
    test.clock.advance(2 * 60 * 60_000);
    expect(await test.identity.sweep()).toEqual({ sessions: 1, throttles: 0 });
    expect((await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).statusCode).toBe(401);
  });

  it("locks a client address after twenty failures across accounts", async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) await login({ email: `user${attempt}@rafhjol.is`, password: "vitlaust-lykilord" });
    expect((await login(TEST_ADMIN)).statusCode).toBe(429);
    expect((await login(TEST_ADMIN, { "x-forwarded-for": "203.0.113.50" })).statusCode).toBe(200);
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
    expect(await test.identity.setAdminPassword(TEST_ADMIN.email, TEST_ADMIN.password)).toBe(true);
    const cookie = await test.signIn();
    expect(await test.identity.setAdminPassword(TEST_ADMIN.email.toUpperCase(), "annað-langt-lykilorð")).toBe(false);
    expect((await test.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).statusCode).toBe(401);
    const old = await test.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
    expect(old.statusCode).toBe(401);
  });
});
