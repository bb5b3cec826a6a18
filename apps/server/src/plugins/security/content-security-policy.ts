/**
 * The content security policy: our own origin only, plus Clerk's hosts when
 * hosted sign-in is configured (its SDK loads from the instance's Frontend API).
 */
export function contentSecurityPolicy(options: {
  clerkPublishableKey: string | undefined;
  https: boolean;
}): Record<string, string[]> {
  const clerk = options.clerkPublishableKey
    ? clerkFrontendApiOrigin(options.clerkPublishableKey)
    : null;
  const clerkHosts = clerk ? [clerk] : [];
  // Clerk's bot protection runs in a Cloudflare Turnstile frame; avatars come from img.clerk.com.
  const challenge = clerk ? ["https://challenges.cloudflare.com"] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...clerkHosts, ...challenge],
    // Mantine writes style attributes at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...(clerk ? ["https://img.clerk.com"] : [])],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", ...clerkHosts],
    frameSrc: ["'self'", ...challenge],
    workerSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(options.https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * A Clerk publishable key is `pk_test_` or `pk_live_` followed by the base64 of
 * the instance's Frontend API host and a trailing `$`.
 */
export function clerkFrontendApiOrigin(publishableKey: string): string | null {
  const encoded = publishableKey.replace(/^pk_(test|live)_/, "");
  if (encoded === publishableKey) return null;
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  if (!decoded.endsWith("$")) return null;
  const host = decoded.slice(0, -1);
  return /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? `https://${host}` : null;
}
