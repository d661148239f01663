import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from "@simplewebauthn/server";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { plainString } from "../../../shared/fields.ts";
import { CONFIRM_AGAIN_MESSAGE, MAX_PASSKEY_NAME_LENGTH, type PasskeySummary, passkeyPaths, type SecurityState } from "../../../shared/passkey-paths.ts";
import type { Clock } from "../../clock.ts";
import { ClientError, parseOrReject } from "../../http/validation.ts";
import type { IdentityStore } from "../../store/identity-store.ts";
import type { PasskeyStore, StoredPasskey } from "../../store/passkey-store.ts";
import type { IdentityService, SignedInAdmin, SignInResult } from "../identity-service.ts";
import { KNOWN_DEVICE_MAX_AGE_SECONDS } from "../known-device.ts";
import { requireAdmin, requireSameOrigin } from "../request-guards.ts";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts";

/** A ceremony's challenge is good for this long, once (docs/decisions/068). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** Adding, removing and switching need a sign-in no older than this. */
export const CONFIRMATION_LIFETIME_MS = 5 * 60_000;
const RP_NAME = "Rafhjól á Íslandi";

export interface PasskeyRoutesOptions {
  identity: IdentityService;
  store: { passkeys: PasskeyStore; identity: IdentityStore };
  /** SITE_URL: the relying party is its host and the expected origin is it; unset (development): the request's own. */
  siteUrl?: string | undefined;
  clock: Clock;
}

// The browser's JSON as @simplewebauthn/browser sends it; the library checks every value, this only the shape and size.
const base64url = (field: string) => z.string({ error: `${field} must be text` }).max(16_384, { error: `${field} is too long` });
const assertionSchema = z.looseObject(
  {
    id: base64url("response.id").min(1),
    rawId: base64url("response.rawId"),
    type: z.literal("public-key", { error: "response.type must be public-key" }),
    response: z.looseObject({
      clientDataJSON: base64url("response.clientDataJSON"),
      authenticatorData: base64url("response.authenticatorData"),
      signature: base64url("response.signature"),
      userHandle: base64url("response.userHandle").optional(),
    }),
    clientExtensionResults: z.looseObject({}).default({}),
  },
  { error: "response must be the browser's answer to the passkey request" },
);
const attestationSchema = z.looseObject(
  {
    id: base64url("response.id").min(1),
    rawId: base64url("response.rawId"),
    type: z.literal("public-key", { error: "response.type must be public-key" }),
    response: z.looseObject({
      clientDataJSON: base64url("response.clientDataJSON"),
      attestationObject: base64url("response.attestationObject"),
      transports: z.array(z.string().max(32)).max(10).optional(),
    }),
    clientExtensionResults: z.looseObject({}).default({}),
  },
  { error: "response must be the browser's answer to the passkey request" },
);
const signInSchema = z.strictObject({ response: assertionSchema });
const addSchema = z.strictObject({
  name: plainString("name")
    .trim()
    .min(1, { error: "name is required" })
    .max(MAX_PASSKEY_NAME_LENGTH, { error: `name must be at most ${MAX_PASSKEY_NAME_LENGTH} characters` }),
  response: attestationSchema,
});
const recoverySchema = z.strictObject({
  email: plainString("email").trim().min(1, { error: "email is required" }).max(254, { error: "email is too long" }),
  code: plainString("code").trim().min(1, { error: "code is required" }).max(64, { error: "code is too long" }),
});
const requiredSchema = z.strictObject({ required: z.boolean({ error: "required must be true or false" }) });
const idSchema = z.strictObject({ id: z.string().regex(/^[\w-]{1,1024}$/, { error: "id must be a passkey's id" }) });

const signInLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };
const writeLimit = { rateLimit: { max: 60, timeWindow: "1 minute" } };

function relyingParty(request: FastifyRequest, siteUrl: string | undefined): { id: string; origin: string } {
  if (siteUrl) {
    const url = new URL(siteUrl);
    return { id: url.hostname, origin: url.origin };
  }
  return { id: request.hostname, origin: `${request.protocol}://${request.host}` };
}

const summary = (passkey: StoredPasskey): PasskeySummary => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt,
  lastUsedAt: passkey.lastUsedAt,
});

/** Passkey sign-in, recovery codes and the dashboard's "Security" section (docs/decisions/068). */
export const passkeyRoutes: FastifyPluginAsync<PasskeyRoutesOptions> = async (app, { identity, store, siteUrl, clock }) => {
  const { passkeys } = store;
  const admin = requireAdmin(identity);

  const setCookie = (request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAgeSeconds: number) =>
    reply.setCookie(name, value, {
      path: "/",
      httpOnly: true,
      sameSite: "strict",
      secure: identity.options.secureCookies || request.protocol === "https",
      maxAge: maxAgeSeconds,
    });

  /** The answer to a sign-in attempt, as /api/auth/login gives it. */
  const answer = (request: FastifyRequest, reply: FastifyReply, result: SignInResult) => {
    if (!result.ok) {
      if (result.status !== 401) reply.header("retry-after", String(result.retryAfterSeconds));
      return reply.code(result.status).send({ message: result.message });
    }
    setCookie(request, reply, identity.cookieName, result.token, Math.floor(identity.options.absoluteTimeoutMs / 1000));
    setCookie(request, reply, identity.knownDeviceCookieName, result.knownDevice, KNOWN_DEVICE_MAX_AGE_SECONDS);
    return reply.send({ message: "Login successful", email: result.admin.email });
  };

  /** The changes of the "Security" section need a sign-in of the last five minutes. */
  const requireConfirmed = async (request: FastifyRequest) => {
    const signedIn = request.admin as SignedInAdmin;
    const verifiedAt = Date.parse(signedIn.verifiedAt ?? "");
    if (!(verifiedAt + CONFIRMATION_LIFETIME_MS > clock().getTime())) throw new ClientError(403, CONFIRM_AGAIN_MESSAGE);
  };

  app.post(passkeyPaths.signInOptions, { preHandler: requireSameOrigin, config: signInLimit }, async (request) => {
    const now = clock();
    const rp = relyingParty(request, siteUrl);
    // No credentials listed: the browser offers the passkeys it holds for this site (discoverable credentials).
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "required", timeout: CHALLENGE_LIFETIME_MS });
    await passkeys.deleteExpiredChallenges(now);
    await passkeys.saveChallenge({
      challenge: options.challenge,
      purpose: "authenticate",
      adminId: null,
      expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    });
    return options;
  });

  app.post(passkeyPaths.signIn, { preHandler: requireSameOrigin, config: signInLimit, bodyLimit: 65_536 }, async (request, reply) => {
    const { response } = parseOrReject(signInSchema, request.body);
    const rp = relyingParty(request, siteUrl);
    const result = await identity.attemptSignIn({
      ipAddress: request.ip,
      knownDevice: request.cookies[identity.knownDeviceCookieName],
      method: "passkey",
      check: async () => {
        const now = clock();
        const passkey = await passkeys.findPasskey(response.id);
        if (!passkey) return null;
        try {
          const verification = await verifyAuthenticationResponse({
            response: response as unknown as AuthenticationResponseJSON,
            // Taken out of the database as it is checked: a challenge answers once, on any server.
            expectedChallenge: (challenge) => passkeys.consumeChallenge(challenge, "authenticate", null, now),
            expectedOrigin: rp.origin,
            expectedRPID: rp.id,
            credential: { id: passkey.id, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.signCount, transports: passkey.transports },
            requireUserVerification: true,
          });
          if (!verification.verified) return null;
          // Stored only if nobody recorded a use in between: two servers cannot both take one assertion.
          if (!(await passkeys.recordUse(passkey.id, passkey.signCount, verification.authenticationInfo.newCounter, now))) {
            request.log.warn({ passkey: passkey.name }, "passkey sign-in refused: the passkey was used again at the same moment (replayed)");
            return null;
          }
        } catch (error) {
          // A replay (its challenge already used or expired) or a sign counter that went backwards (a cloned key) is logged.
          request.log.warn({ passkey: passkey.name, reason: (error as Error).message }, "passkey sign-in refused");
          return null;
        }
        return (await store.identity.findAdminByEmail(passkey.email)) ?? null;
      },
    });
    return answer(request, reply, result);
  });

  app.post(passkeyPaths.recoverySignIn, { preHandler: requireSameOrigin, config: signInLimit, bodyLimit: 4096 }, async (request, reply) => {
    const { email, code } = parseOrReject(recoverySchema, request.body);
    const result = await identity.attemptSignIn({
      email,
      ipAddress: request.ip,
      knownDevice: request.cookies[identity.knownDeviceCookieName],
      method: "recovery-code",
      check: async (found) => (found && (await passkeys.spendRecoveryCode(found.id, hashRecoveryCode(code), clock())) ? found : null),
    });
    return answer(request, reply, result);
  });

  app.get(passkeyPaths.passkeys, { preHandler: admin }, async (request, reply): Promise<SecurityState> => {
    const signedIn = request.admin as SignedInAdmin;
    reply.header("cache-control", "no-store");
    const verifiedAt = Date.parse(signedIn.verifiedAt ?? "") || 0;
    return {
      passkeys: (await passkeys.listPasskeys(signedIn.adminId)).map(summary),
      required: await passkeys.isPasskeyRequired(signedIn.adminId),
      recoveryCodesLeft: await passkeys.countRecoveryCodes(signedIn.adminId),
      confirmedUntil: new Date(verifiedAt + CONFIRMATION_LIFETIME_MS).toISOString(),
    };
  });

  const guarded = { preHandler: [requireSameOrigin, admin, requireConfirmed] };

  app.post(passkeyPaths.registrationOptions, { ...guarded, config: writeLimit }, async (request) => {
    const signedIn = request.admin as SignedInAdmin;
    const now = clock();
    const rp = relyingParty(request, siteUrl);
    const existing = await passkeys.listPasskeys(signedIn.adminId);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.id,
      userName: signedIn.email,
      userID: new TextEncoder().encode(`rafhjol-admin-${signedIn.adminId}`),
      attestationType: "none",
      excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      timeout: CHALLENGE_LIFETIME_MS,
    });
    await passkeys.deleteExpiredChallenges(now);
    await passkeys.saveChallenge({
      challenge: options.challenge,
      purpose: "register",
      adminId: signedIn.adminId,
      expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    });
    return options;
  });

  app.post(passkeyPaths.passkeys, { ...guarded, config: writeLimit, bodyLimit: 65_536 }, async (request) => {
    const signedIn = request.admin as SignedInAdmin;
    const { name, response } = parseOrReject(addSchema, request.body);
    const now = clock();
    const rp = relyingParty(request, siteUrl);
    let credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] | undefined };
    try {
      const verification = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: (challenge) => passkeys.consumeChallenge(challenge, "register", signedIn.adminId, now),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      });
      if (!verification.verified) throw new Error("not verified");
      credential = verification.registrationInfo.credential;
    } catch (error) {
      request.log.warn({ reason: (error as Error).message }, "passkey not added");
      throw new ClientError(400, "The passkey was not added: the browser's answer did not check out, or took longer than 5 minutes. Try again.");
    }
    const first = (await passkeys.listPasskeys(signedIn.adminId)).length === 0;
    if (await passkeys.findPasskey(credential.id)) throw new ClientError(409, "This passkey is already added");
    const stored = {
      id: credential.id,
      adminId: signedIn.adminId,
      name,
      publicKey: credential.publicKey,
      signCount: credential.counter,
      transports: credential.transports ?? [],
      createdAt: now.toISOString(),
    };
    await passkeys.addPasskey(stored, signedIn.email);
    // The first passkey comes with recovery codes, shown this once, unless a set is already kept.
    if (first && (await passkeys.countRecoveryCodes(signedIn.adminId)) === 0) {
      const { codes, hashes } = newRecoveryCodes();
      await passkeys.replaceRecoveryCodes(signedIn.adminId, hashes, signedIn.email, now);
      return { message: `Passkey "${name}" added`, passkey: summary({ ...stored, lastUsedAt: null }), recoveryCodes: codes };
    }
    return { message: `Passkey "${name}" added`, passkey: summary({ ...stored, lastUsedAt: null }) };
  });

  app.delete(`${passkeyPaths.passkeys}/:id`, { ...guarded, config: writeLimit }, async (request) => {
    const signedIn = request.admin as SignedInAdmin;
    const { id } = parseOrReject(idSchema, request.params);
    const list = await passkeys.listPasskeys(signedIn.adminId);
    if (!list.some((passkey) => passkey.id === id)) throw new ClientError(404, "No such passkey");
    if (list.length === 1 && (await passkeys.isPasskeyRequired(signedIn.adminId)))
      throw new ClientError(409, 'Switch off "Require a passkey" before removing the last passkey.');
    await passkeys.removePasskey(signedIn.adminId, id, signedIn.email, clock());
    return { message: "Passkey removed" };
  });

  app.put(passkeyPaths.required, { ...guarded, config: writeLimit }, async (request) => {
    const signedIn = request.admin as SignedInAdmin;
    const { required } = parseOrReject(requiredSchema, request.body);
    if (required && (await passkeys.listPasskeys(signedIn.adminId)).length === 0) throw new ClientError(409, "Add a passkey first");
    await passkeys.setPasskeyRequired(signedIn.adminId, required, signedIn.email, clock());
    return { message: required ? "The password no longer signs in: a passkey is required" : "The password signs in again", required };
  });

  app.post(passkeyPaths.recoveryCodes, { ...guarded, config: writeLimit }, async (request) => {
    const signedIn = request.admin as SignedInAdmin;
    const { codes, hashes } = newRecoveryCodes();
    await passkeys.replaceRecoveryCodes(signedIn.adminId, hashes, signedIn.email, clock());
    return { message: "New recovery codes made: the old ones no longer work", recoveryCodes: codes };
  });
};
