import { readBearerToken, SESSION_COOKIE_NAME } from "@uplink/api/server";
import { said } from "@uplink/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { refusal } from "../errors";

/** Methods that only read: never refused, whoever sends them. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The origin of a URL as browsers write it, or undefined for "null" or nonsense. */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The site a request says it comes from: its Origin header or, without one, its Referer. */
function requestingOrigin(request: FastifyRequest): string | undefined {
  const origin = headerValue(request.headers.origin);
  if (origin !== undefined) return originOf(origin);
  const referer = headerValue(request.headers.referer);
  return referer === undefined ? undefined : originOf(referer);
}

/**
 * The origin the request was addressed to (behind a trusted proxy, the one the client
 * used). A page served from it is this site too, e.g. http://127.0.0.1:3000 when
 * PUBLIC_URL says localhost; a browser never lets another site set the Host it sends,
 * and a rebound host name does not carry this site's cookie.
 */
function servedOrigin(request: FastifyRequest): string | undefined {
  return originOf(`${request.protocol}://${request.host}`);
}

/**
 * An onRequest hook (after the cookie parser): a state-changing request that would be
 * signed in by the session cookie is refused with 403 unless it comes from this site
 * (PUBLIC_URL's origin, or the origin the request was sent to), so another site cannot make a visitor's browser approve a job,
 * accept a lead or sign out (SameSite=Lax alone lets top-level POSTs from sibling sites
 * and some old browsers through). A bearer token, which a browser never adds by itself,
 * decides the session whenever it is present, so such a request is not checked.
 */
export function refuseCrossSiteCookieRequests(publicUrl: string) {
  const ownOrigin = originOf(publicUrl);
  function crossSiteRefusal(request: FastifyRequest): Error | undefined {
    if (SAFE_METHODS.has(request.method) || readBearerToken(request.headers.authorization) !== null)
      return undefined;
    const cookie = request.cookies[SESSION_COOKIE_NAME];
    if (cookie === undefined || cookie === "") return undefined;
    const origin = requestingOrigin(request);
    if (origin !== undefined && (origin === ownOrigin || origin === servedOrigin(request))) {
      return undefined;
    }
    request.log.info(
      { origin: origin ?? null },
      "cross-site request with the session cookie refused",
    );
    return refusal(403, said.server.crossSiteRequest);
  }
  return function refuseCrossSiteCookieRequest(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: (error?: Error) => void,
  ): void {
    const refused = crossSiteRefusal(request);
    if (refused) done(refused);
    else done();
  };
}
