/**
 * A call that must carry a bearer header of its own instead of the stored token's:
 * the hosted sign-in's Clerk token, or sign-out's token, which is forgotten before
 * the call leaves. Pass the result as the call's options:
 * `client.clerk.signIn.mutate(undefined, withAuthorization(token))`.
 */
export function withAuthorization(token: string) {
  return { context: { authorization: `Bearer ${token}` } };
}

/** The header value `withAuthorization` put in a call's context, if any. */
export function authorizationOf(context: Record<string, unknown>): string | undefined {
  const { authorization } = context;
  return typeof authorization === "string" ? authorization : undefined;
}
