import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { apiPaths } from "../../shared/api-paths.ts";
import { plainString } from "../../shared/fields.ts";
import { parseOrReject } from "../http/validation.ts";
import type { IdentityService } from "./identity-service.ts";
import { KNOWN_DEVICE_MAX_AGE_SECONDS } from "./known-device.ts";
import { requireSameOrigin } from "./request-guards.ts";

const loginSchema = z.strictObject({
  // An e-mail address, like the admin's own (adminEmailSchema): no text that is not one reaches the counters.
  email: plainString("email")
    .trim()
    .min(1, { error: "email is required" })
    .max(254, { error: "email is too long" })
    .pipe(z.email({ error: "email must be a valid e-mail address" })),
  password: plainString("password").min(1, { error: "password is required" }).max(256, { error: "password is too long" }),
});

function setCookie(request: FastifyRequest, reply: FastifyReply, identity: IdentityService, name: string, value: string, maxAgeSeconds: number): void {
  reply.setCookie(name, value, {
    path: "/",
    httpOnly: true,
    // Strict: the browser never sends it with a request that another site started.
    sameSite: "strict",
    // Always in production (the __Host- prefix requires it); otherwise whenever the site is reached over HTTPS
    // (directly or through a trusted proxy that says so).
    secure: identity.options.secureCookies || request.protocol === "https",
    maxAge: maxAgeSeconds,
  });
}

/** The embedded identity provider's HTTP API: used by /admin and by scripts. */
export const signInApi: FastifyPluginAsync<{ identity: IdentityService }> = async (app, { identity }) => {
  app.post(
    apiPaths.login,
    { preHandler: requireSameOrigin, config: { rateLimit: { max: 30, timeWindow: "1 minute" } }, bodyLimit: 4096 },
    async (request, reply) => {
      const { email, password } = parseOrReject(loginSchema, request.body);
      const result = await identity.signIn(email, password, request.ip, request.cookies[identity.knownDeviceCookieName]);
      if (!result.ok) {
        if (result.status !== 401) reply.header("retry-after", String(result.retryAfterSeconds));
        return reply.code(result.status).send({ message: result.message });
      }
      setCookie(request, reply, identity, identity.cookieName, result.token, Math.floor(identity.options.absoluteTimeoutMs / 1000));
      // Kept after sign-out: it lets this browser sign in while strangers use up the site's sign-in budget.
      setCookie(request, reply, identity, identity.knownDeviceCookieName, result.knownDevice, KNOWN_DEVICE_MAX_AGE_SECONDS);
      return { message: "Login successful", email: result.admin.email };
    },
  );

  app.post(apiPaths.logout, { preHandler: requireSameOrigin }, async (request, reply) => {
    await identity.signOut(request.cookies[identity.cookieName]);
    reply.clearCookie(identity.cookieName, { path: "/", secure: identity.options.secureCookies || request.protocol === "https" });
    return { message: "Logged out successfully" };
  });

  app.get(apiPaths.session, async (request, reply) => {
    const admin = await identity.sessionFor(request.cookies[identity.cookieName]);
    reply.header("cache-control", "no-store");
    // Signed out is an answer, not an error: the admin page asks on every visit, and a 401 would be logged as a failure.
    if (!admin) return { signedIn: false };
    return { signedIn: true, email: admin.email };
  });
};
