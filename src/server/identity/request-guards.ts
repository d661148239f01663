import type { FastifyReply, FastifyRequest } from "fastify";
import { WRITE_HEADER } from "../../shared/api-paths.ts";
import { ClientError } from "../http/validation.ts";
import type { IdentityService, SignedInAdmin } from "./identity-service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireAdmin on the routes that need a signed-in admin. */
    admin?: SignedInAdmin;
  }
}

/**
 * Refuses requests another site made the browser send. The session cookie is
 * SameSite=Strict already; this second check matters because deletes are GET
 * requests and because a site on the same domain is "same
 * site" to the browser. Browsers label every request with Sec-Fetch-Site and
 * cross-origin ones with Origin; scripts such as curl send neither and rely on
 * holding the cookie. Old browsers send neither too, so every write must also
 * carry WRITE_HEADER, which no form, link or no-cors request can set. The
 * answer is never cached.
 */
export async function requireSameOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header("cache-control", "no-store");
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined && fetchSite !== "same-origin") {
    throw new ClientError(403, "Cross-site request refused");
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !sameOrigin(origin, `${request.protocol}://${request.host}`)) {
    throw new ClientError(403, "Cross-site request refused");
  }
  if (request.headers[WRITE_HEADER.name.toLowerCase()] !== WRITE_HEADER.value) {
    throw new ClientError(403, `Requests that change data need the header ${WRITE_HEADER.name}: ${WRITE_HEADER.value}`);
  }
}

/** Compares two origins the way browsers do: scheme, host name and port, with default ports filled in. */
function sameOrigin(a: string, b: string): boolean {
  try {
    const first = new URL(a);
    const second = new URL(b);
    // URL drops default ports itself, so http://x:80 and http://x compare equal. "null" does not parse.
    return first.protocol === second.protocol && first.host === second.host;
  } catch {
    return false;
  }
}

/** A preHandler for the routes only the signed-in admin may use: 401 with a JSON message otherwise. */
export function requireAdmin(identity: IdentityService) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const admin = await identity.sessionFor(request.cookies[identity.cookieName]);
    if (!admin) throw new ClientError(401, "Sign in required");
    request.admin = admin;
  };
}
