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
  if (failure !== undefined) throw failure;
  return Object.freeze(headers);
}
