import type { FastifyServerOptions } from "fastify";
import type { Config } from "../../config";

/**
 * Fastify's `trustProxy` for TRUST_PROXY, so that `request.ip` is the client's address
 * behind the proxies named there, and the socket's address otherwise (X-Forwarded-For
 * from anyone else is ignored). Fastify 5 treats a bare number as "trust nobody", so a
 * hop count becomes the function Fastify calls for each hop (0: the socket's peer).
 */
export function trustProxyOption(
  trustProxy: Config["trustProxy"],
): FastifyServerOptions["trustProxy"] {
  if (trustProxy === undefined) return false;
  if ("hops" in trustProxy) return (_address: string, hop: number) => hop < trustProxy.hops;
  return trustProxy.addresses;
}
