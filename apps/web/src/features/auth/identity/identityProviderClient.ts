/** What the app needs of a loaded hosted sign-in client (Clerk). */
export interface IdentityProviderClient {
  signOut(): Promise<unknown>;
  openSignIn(): void;
  openSignUp(): void;
}

let client: IdentityProviderClient | null = null;

/** Set by the lazily loaded Clerk runtime once Clerk is ready, cleared when it is disabled. */
export function registerIdentityProviderClient(next: IdentityProviderClient | null): void {
  client = next;
}

/** Ends the hosted session if Clerk is loaded; a failure is only logged (SPEC §8). */
export async function signOutOfIdentityProvider(): Promise<void> {
  if (!client) return;
  try {
    await client.signOut();
  } catch (error) {
    console.warn("Could not sign out of the hosted sign-in session", error);
  }
}
