import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  createContext,
  IDEMPOTENCY_KEY_HEADER,
  redeemStreamTicket,
  RequestLocale,
  requestSession,
  SESSION_COOKIE_NAME,
  type ApiDeps,
  type Context,
  type RequestInfo,
  type SessionCookieWriter,
  type SessionLookup,
} from "@uplink/api/server";

/** Read by the REST surface for DELETE /api/me; never logged. */
export const CONFIRM_PASSWORD_HEADER = "x-confirm-password";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The request's API context: made on first use and shared by every hook and handler
     * of the request, so the session is looked up once (a chat poll's hook and its
     * procedure, a photo sender's check and the upload).
     */
    apiContext(reply: FastifyReply): Promise<Context>;
    /** The context once made; read through apiContext. */
    madeApiContext: Promise<Context> | null;
    /**
     * The request's session alone (who asks), looked up once and shared with apiContext:
     * for a hook that needs no more, such as an unchanged chat poll's.
     */
    apiSession(): Promise<SessionLookup | null>;
    /** The session once looked up; read through apiSession. */
    madeApiSession: Promise<SessionLookup | null> | null;
    /**
     * Makes the request's session the one `ticket` opens a stream for (see
     * stream-ticket.ts), using the ticket up; else none, whatever the request's cookie or
     * bearer header say. Only for a subscription, before apiSession or apiContext.
     */
    useStreamTicket(ticket: string): void;
    /**
     * The request's language, which its errors are answered in: the signed-in user's
     * choice, else its Accept-Language, else English; read through localeOfRequest.
     */
    localeScope: RequestLocale | null;
  }
}

export interface ContextOptions {
  deps: ApiDeps;
  /** Whether the session cookie is sent only over HTTPS. */
  secureCookies: boolean;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function requestInfo(request: FastifyRequest): RequestInfo {
  return {
    authorization: request.headers.authorization,
    // @fastify/cookie types it as always set; it is set by its hook, so kept defensive.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    cookies: request.cookies ?? {},
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    confirmPassword: headerValue(request.headers[CONFIRM_PASSWORD_HEADER]),
    acceptLanguage: headerValue(request.headers["accept-language"]),
    idempotencyKey: headerValue(request.headers[IDEMPOTENCY_KEY_HEADER]),
  };
}

function sessionCookieWriter(reply: FastifyReply, secure: boolean): SessionCookieWriter {
  return {
    setSessionCookie(token, expiresAt) {
      void reply.setCookie(SESSION_COOKIE_NAME, token, {
        httpOnly: true,
        sameSite: "lax",
        secure,
        path: "/",
        expires: expiresAt,
      });
    },
    clearSessionCookie() {
      void reply.clearCookie(SESSION_COOKIE_NAME, { path: "/" });
    },
  };
}

/**
 * The language the request is answered in (see RequestLocale): made when first needed,
 * by an error to answer or a session with a saved choice.
 */
export function localeOfRequest(request: FastifyRequest): RequestLocale {
  request.localeScope ??= new RequestLocale(headerValue(request.headers["accept-language"]));
  return request.localeScope;
}

// Fastify runs a plugin by the promise it returns; async without await is that promise.
// eslint-disable-next-line @typescript-eslint/require-await
async function context(app: FastifyInstance, { deps, secureCookies }: ContextOptions) {
  app.decorateRequest("localeScope", null);
  app.decorateRequest("madeApiSession", null);
  const withLocale = (request: FastifyRequest) => (found: SessionLookup | null) => {
    // The user's own choice, from the session the request loads anyway.
    if (found?.user.locale) localeOfRequest(request).signedIn = found.user.locale;
    return found;
  };
  app.decorateRequest("apiSession", function (this: FastifyRequest) {
    this.madeApiSession ??= requestSession(deps, {
      authorization: this.headers.authorization,
      // As above.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      cookies: this.cookies ?? {},
    }).then(withLocale(this));
    return this.madeApiSession;
  });
  app.decorateRequest("useStreamTicket", function (this: FastifyRequest, ticket: string) {
    this.madeApiSession = redeemStreamTicket(deps, ticket).then(withLocale(this));
  });
  app.decorateRequest("madeApiContext", null);
  app.decorateRequest("apiContext", function (this: FastifyRequest, reply: FastifyReply) {
    this.madeApiContext ??= createContext(
      deps,
      requestInfo(this),
      sessionCookieWriter(reply, secureCookies),
      this.apiSession(),
    );
    return this.madeApiContext;
  });
}

/** Gives every request its API context (see FastifyRequest.apiContext). */
export const contextPlugin = fp(context, { name: "uplink-context", dependencies: [] });

/** A request's context, in the shape the hooks and routes take it. */
export function contextOf(request: FastifyRequest, reply: FastifyReply): Promise<Context> {
  return request.apiContext(reply);
}
