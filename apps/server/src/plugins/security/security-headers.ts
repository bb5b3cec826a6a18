import helmet, { type HelmetOptions } from "helmet";

type Headers = Readonly<Record<string, string>>;

/**
 * The headers helmet sets for `options`, computed once. Helmet is middleware that works
 * them out again on every request (the Content-Security-Policy string included); with no
 * per-request parts (no nonces), every answer carries the same headers, so the server
 * writes this one object instead.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Headers {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure as Error;
  return Object.freeze(headers);
}

/**
 * The headers of an answer that is data, not a page (OWASP's REST Security Cheat Sheet):
 * nothing in it may run, be framed or be sniffed into another type. The policy of pages
 * (scripts, styles, images, Clerk's hosts) means nothing to JSON, and a chat poll's 304
 * would otherwise carry more header than answer.
 */
export function apiSecurityHeaders(pages: Headers): Headers {
  const hsts = pages["strict-transport-security"];
  return Object.freeze({
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "cross-origin-resource-policy": "same-origin",
    // Over HTTPS, the same transport security as pages.
    ...(hsts === undefined ? {} : { "strict-transport-security": hsts }),
  });
}
