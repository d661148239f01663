import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "../../../shared/api-paths.ts";
import { CONFIRM_AGAIN_MESSAGE, passkeyPaths, RECOVERY_CODE_COUNT, type SecurityState } from "../../../shared/passkey-paths.ts";
import { createTestApp, TEST_ADMIN, type TestApp, WRITE_HEADERS } from "../../test-support/test-app.ts";
import { testEngines } from "../../test-support/test-databases.ts";
import { PASSKEY_REQUIRED_MESSAGE } from "../identity-service.ts";
import { softwareAuthenticator } from "./test-support/software-authenticator.ts";

// inject() sends Host: localhost, so in development the relying party is localhost and the origin http://localhost.
const HOST = { host: "localhost" };

describe.each(testEngines)("passkeys (%s)", (engine) => {
  let test: TestApp;
  let cookie: string;
  let passwordChecks: number;
  let authenticator: ReturnType<typeof softwareAuthenticator>;

  beforeEach(async () => {
    passwordChecks = 0;
    test = await createTestApp({
      engine,
      identityOptions: {
        checkPassword: async (password, hash) => {
          passwordChecks += 1;
          const { verifyPassword } = await import("../passwords.ts");
          return verifyPassword(password, hash);
        },
      },
    });
    await test.createAdmin();
    cookie = await test.signIn();
    authenticator = softwareAuthenticator({ origin: "http://localhost", rpId: "localhost" });
  });
  afterEach(async () => test.close());

  const post = (url: string, payload: object = {}, headers: Record<string, string> = { cookie }) =>
    test.app.inject({ method: "POST", url, payload, headers: { ...HOST, ...WRITE_HEADERS, ...headers } });
  const sessionOf = (response: { cookies: { name: string; value: string }[] }) =>
    `rafhjol_session=${response.cookies.find((entry) => entry.name === "rafhjol_session")?.value}`;
  const state = async (as = cookie) =>
    (await test.app.inject({ method: "GET", url: passkeyPaths.passkeys, headers: { ...HOST, cookie: as } })).json() as SecurityState;

  async function addPasskey(name = "Síminn") {
    const options = (await post(passkeyPaths.registrationOptions)).json();
    return post(passkeyPaths.passkeys, { name, response: authenticator.register(options) });
  }
  async function passkeySignIn(respond = (options: { challenge: string }) => authenticator.authenticate(options)) {
    const options = (await post(passkeyPaths.signInOptions, {}, {})).json();
    return post(passkeyPaths.signIn, { response: respond(options) }, {});
  }

  it("adds a passkey with 10 recovery codes shown once, then signs in with it, the session marked in the audit log", async () => {
    const added = await addPasskey();
    expect(added.statusCode).toBe(200);
    const { recoveryCodes, passkey } = added.json();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(passkey).toMatchObject({ id: authenticator.id, name: "Síminn", lastUsedAt: null });
    // A second passkey brings no new codes.
    const second = softwareAuthenticator({ origin: "http://localhost", rpId: "localhost" });
    const options = (await post(passkeyPaths.registrationOptions)).json();
    expect((await post(passkeyPaths.passkeys, { name: "Lykill", response: second.register(options) })).json().recoveryCodes).toBeUndefined();
    const listed = await state();
    expect(listed).toMatchObject({ required: false, recoveryCodesLeft: 10 });
    expect(listed.passkeys.map((entry) => entry.name).sort()).toEqual(["Lykill", "Síminn"]);

    await post(apiPaths.logout);
    const signedIn = await passkeySignIn();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ message: "Login successful", email: TEST_ADMIN.email });
    const session = await test.app.inject({ method: "GET", url: apiPaths.session, headers: { cookie: sessionOf(signedIn) } });
    expect(session.json()).toEqual({ signedIn: true, email: TEST_ADMIN.email });
    const used = (await state(sessionOf(signedIn))).passkeys.find((entry) => entry.name === "Síminn");
    expect(used?.lastUsedAt).toBe(test.clock.now().toISOString());
    const trail = await test.store.auditTrail();
    expect(trail.filter((record) => record.action === "sign-in")).toEqual([
      expect.objectContaining({ actor: TEST_ADMIN.email, entity: "session", details: { method: "passkey" } }),
    ]);
    // No secret in the audit log: neither a code nor a key.
    expect(JSON.stringify(trail)).not.toContain(recoveryCodes[0]);
  });

  it("refuses a replayed assertion and a sign counter that goes backwards", async () => {
    await addPasskey();
    const options = (await post(passkeyPaths.signInOptions, {}, {})).json();
    const assertion = authenticator.authenticate(options);
    expect((await post(passkeyPaths.signIn, { response: assertion }, {})).statusCode).toBe(200);
    const replayed = await post(passkeyPaths.signIn, { response: assertion }, {});
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ message: "The passkey did not sign in. Try again." });
    expect(replayed.cookies).toEqual([]);
    // A copy of the key whose counter is behind: refused even with a fresh challenge.
    authenticator.setCounter(0);
    expect((await passkeySignIn()).statusCode).toBe(401);
    authenticator.setCounter(50);
    expect((await passkeySignIn()).statusCode).toBe(200);
  });

  it("refuses an assertion without user verification, for another site, or after 5 minutes", async () => {
    await addPasskey();
    expect((await passkeySignIn((options) => authenticator.authenticate(options, { userVerified: false }))).statusCode).toBe(401);
    const elsewhere = softwareAuthenticator({ origin: "https://evil.example", rpId: "evil.example" });
    expect((await passkeySignIn((options) => elsewhere.authenticate(options))).statusCode).toBe(401);
    const options = (await post(passkeyPaths.signInOptions, {}, {})).json();
    test.clock.advance(5 * 60_000 + 1);
    expect((await post(passkeyPaths.signIn, { response: authenticator.authenticate(options) }, {})).statusCode).toBe(401);
  });

  it("with a passkey required, the password form checks no password; a passkey still signs in", async () => {
    await addPasskey();
    expect(
      (
        await test.app.inject({ method: "PUT", url: passkeyPaths.required, payload: { required: true }, headers: { ...HOST, ...WRITE_HEADERS, cookie } })
      ).json(),
    ).toMatchObject({
      required: true,
    });
    const checksBefore = passwordChecks;
    const refused = await post(apiPaths.login, TEST_ADMIN, {});
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: PASSKEY_REQUIRED_MESSAGE });
    expect(passwordChecks).toBe(checksBefore);
    expect((await passkeySignIn()).statusCode).toBe(200);
    // The last passkey cannot go while it is required.
    const removal = await test.app.inject({ method: "DELETE", url: passkeyPaths.passkey(authenticator.id), headers: { ...HOST, ...WRITE_HEADERS, cookie } });
    expect(removal.statusCode).toBe(409);
  });

  it("a recovery code signs in once and not twice; a new set ends the old one", async () => {
    const codes = (await addPasskey()).json().recoveryCodes as string[];
    await test.app.inject({ method: "PUT", url: passkeyPaths.required, payload: { required: true }, headers: { ...HOST, ...WRITE_HEADERS, cookie } });
    const withCode = (code: string) => post(passkeyPaths.recoverySignIn, { email: TEST_ADMIN.email, code }, {});
    const first = await withCode((codes[0] as string).toUpperCase());
    expect(first.statusCode).toBe(200);
    expect((await withCode(codes[0] as string)).json()).toEqual({ message: "Invalid email or recovery code" });
    expect((await state(sessionOf(first))).recoveryCodesLeft).toBe(9);
    expect((await test.store.auditTrail()).some((record) => record.action === "sign-in" && JSON.stringify(record.details).includes("recovery-code"))).toBe(
      true,
    );
    const renewed = await post(passkeyPaths.recoveryCodes, {}, { cookie: sessionOf(first) });
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    expect((await withCode(codes[1] as string)).statusCode).toBe(401);
    expect((await withCode(renewed.json().recoveryCodes[0])).statusCode).toBe(200);
  });

  it("asks to confirm again when the sign-in is more than 5 minutes old, and a fresh sign-in does", async () => {
    await addPasskey();
    test.clock.advance(5 * 60_000 + 1);
    for (const response of [
      await post(passkeyPaths.registrationOptions),
      await post(passkeyPaths.recoveryCodes),
      await test.app.inject({ method: "PUT", url: passkeyPaths.required, payload: { required: true }, headers: { ...HOST, ...WRITE_HEADERS, cookie } }),
      await test.app.inject({ method: "DELETE", url: passkeyPaths.passkey(authenticator.id), headers: { ...HOST, ...WRITE_HEADERS, cookie } }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: CONFIRM_AGAIN_MESSAGE });
    }
    expect(new Date((await state()).confirmedUntil).getTime()).toBeLessThan(test.clock.now().getTime());
    const again = await passkeySignIn();
    const removed = await test.app.inject({
      method: "DELETE",
      url: passkeyPaths.passkey(authenticator.id),
      headers: { ...HOST, ...WRITE_HEADERS, cookie: sessionOf(again) },
    });
    expect(removed.json()).toEqual({ message: "Passkey removed" });
    expect((await state(sessionOf(again))).passkeys).toEqual([]);
  });

  it("counts failed passkey and recovery-code attempts against the sign-in limits of an address", async () => {
    await addPasskey();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const response =
        attempt % 2 === 0
          ? await passkeySignIn((options) => authenticator.authenticate(options, { userVerified: false }))
          : await post(passkeyPaths.recoverySignIn, { email: TEST_ADMIN.email, code: `rangur-kodi-${attempt}` }, {});
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
  });

  it("refuses bad input with a 4xx naming the field, and every change without the admin's session", async () => {
    expect((await post(passkeyPaths.signIn, { response: { id: "x", type: "public-key" } }, {})).statusCode).toBe(400);
    expect((await post(passkeyPaths.signIn, {}, {})).json().message).toMatch(/response/);
    expect((await post(passkeyPaths.recoverySignIn, { email: TEST_ADMIN.email, code: "x".repeat(65) }, {})).json()).toEqual({ message: "code is too long" });
    const options = (await post(passkeyPaths.registrationOptions)).json();
    expect((await post(passkeyPaths.passkeys, { name: " ", response: authenticator.register(options) })).json()).toEqual({ message: "name is required" });
    expect((await post(passkeyPaths.passkeys, { name: "x", response: { ...authenticator.register(options), type: "other" } })).statusCode).toBe(400);
    for (const url of [passkeyPaths.registrationOptions, passkeyPaths.passkeys, passkeyPaths.recoveryCodes])
      expect((await post(url, {}, {})).statusCode, url).toBe(401);
    expect((await test.app.inject({ method: "GET", url: passkeyPaths.passkeys })).statusCode).toBe(401);
    expect((await post(passkeyPaths.recoveryCodes, {}, { cookie, "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
  });
});
