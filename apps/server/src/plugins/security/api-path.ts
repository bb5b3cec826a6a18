const API_PREFIXES = ["/api/", "/api", "/trpc/", "/trpc"];

/** Whether a request URL addresses the API (REST or tRPC) rather than the SPA's files and pages. */
export function isApiPath(url: string): boolean {
  const pathname = url.split("?")[0] ?? url;
  return API_PREFIXES.some((prefix) =>
    prefix.endsWith("/") ? pathname.startsWith(prefix) : pathname === prefix,
  );
}
