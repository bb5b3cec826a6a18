import type { IdentityProviderClient } from "./identityProviderClient";

/**
 * What the identity host and the lazily loaded runtimes (IdentityRuntime, ClerkRuntime)
 * say to each other. It sits below all three so the runtimes never import the host
 * that loads them.
 */

/** Where the sign-in screen wants Clerk's sign-in interface, and where Clerk returns to afterwards. */
export interface HostedSignInSlot {
  element: HTMLElement;
  redirectUrl: string;
}

/** What the Clerk runtime tells the host about itself. */
export interface IdentityRuntimeReport {
  status?: "ready" | "failed";
  /** A hosted session exists. */
  isSignedIn?: boolean;
  /** Exchanging the hosted session for our own token failed. */
  syncFailed?: boolean;
  /** Why the server refused the exchange, when it said (e.g. confirm from your email). */
  syncError?: string | null;
  client?: IdentityProviderClient | null;
}
