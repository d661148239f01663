import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { plainString } from "../../shared/fields.ts";
import { parseOrReject } from "../api/validation.ts";
import { clientKey } from "./client-address.ts";
import type { IdentityService } from "./identity-service.ts";
import { requireSameOrigin, SESSION_COOKIE } from "./request-guards.ts";

const loginSchema = z.strictObject({
  email: plainString("email").trim().min(1, { error: "email is required" }).max(254, { error: "email is too long" }),
  password: plainString("password").min(1, { error: "password is required" }).max(256, { error: "password is too long" }),
});

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    // Strict: the browser never sends it with a request that another site started.
    sameSite: "strict",
    // Secure whenever the site is reached over HTTPS (directly or through a proxy that says so).
    secure: request.protocol === "https",
    maxAge: maxAgeSeconds,
  });
}

/** The embedded identity provider's HTTP API: used by /admin and by scripts. */
export const authRoutes: FastifyPluginAsync<{ identity: IdentityService }> = async (app, { identity }) => {
  app.post(
    "/api/auth/login",
    { preHandler: requireSameOrigin, config: { rateLimit: { max: 30, timeWindow: "1 minute" } }, bodyLimit: 4096 },
    async (request, reply) => {
      const { email, password } = parseOrReject(loginSchema, request.body);
      const result = await identity.signIn(email, password, clientKey(request.ip));
      if (!result.ok) {
        if (result.status !== 401) reply.header("retry-after", String(result.retryAfterSeconds));
        return reply.code(result.status).send({ message: result.message });
      }
      setSessionCookie(request, reply, result.token, Math.floor(identity.options.absoluteTimeoutMs / 1000));
      return { message: "Login successful", email: result.admin.email };
    },
  );

  app.post("/api/auth/logout", { preHandler: requireSameOrigin }, async (request, reply) => {
    await identity.signOut(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { message: "Logged out successfully" };
  });

  app.get("/api/auth/session", async (request, reply) => {
    const admin = await identity.sessionFor(request.cookies[SESSION_COOKIE]);
    reply.header("cache-control", "no-store");
    if (!admin) return reply.code(401).send({ message: "Not signed in" });
    return { email: admin.email };
  });
};
