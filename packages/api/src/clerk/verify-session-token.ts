import { errors, importSPKI, jwtVerify, type JWTPayload } from "jose";
import { hasControlCharacters } from "@uplink/domain";

/** Clerk signs session tokens with RS256; tolerate a few seconds of clock drift. */
const ALGORITHM = "RS256";
const CLOCK_TOLERANCE_SECONDS = 5;

type PublicKey = Awaited<ReturnType<typeof importSPKI>>;

let imported: { pem: string; key: Promise<PublicKey> } | undefined;

/** The configured key is parsed once; a malformed one is a configuration error (500). */
function publicKeyFrom(pem: string): Promise<PublicKey> {
  if (imported?.pem !== pem) imported = { pem, key: importSPKI(pem, ALGORITHM) };
  return imported.key;
}

/** What a session token must show to be one of ours. */
export interface ClerkTokenExpectations {
  /** CLERK_JWT_KEY: the instance's PEM public key. */
  pem: string;
  /** CLERK_ISSUER: the instance's Frontend API URL; null accepts the key's own instance. */
  issuer: string | null;
  /** The origin of PUBLIC_URL: Clerk puts the origin that asked for the token in `azp`. */
  authorizedParty: string;
}

export type ClerkTokenVerdict =
  | { outcome: "verified"; claims: JWTPayload & { sub: string } }
  /** Malformed, signed by another key, expired or not yet valid. */
  | { outcome: "invalid" }
  /** Genuine, but issued by another instance or for another site. */
  | { outcome: "not-for-us" };

/**
 * Verifies a Clerk session token without any network call. A key is shared by every
 * site of a Clerk instance, so a genuine token is ours only when it names our issuer
 * (when configured) and our origin as its authorized party: otherwise a token the
 * user's browser got for another site of the instance could sign them in here.
 */
export async function verifyClerkSessionToken(
  token: string,
  expected: ClerkTokenExpectations,
): Promise<ClerkTokenVerdict> {
  const key = await publicKeyFrom(expected.pem);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["sub", "exp"],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) return { outcome: "invalid" };
    throw error;
  }
  const { sub } = payload;
  // The subject is looked up as text: one with a control character is no user of Clerk's.
  if (typeof sub !== "string" || sub === "" || hasControlCharacters(sub)) {
    return { outcome: "invalid" };
  }
  if (expected.issuer !== null && payload.iss !== expected.issuer) return { outcome: "not-for-us" };
  if (payload.azp !== expected.authorizedParty) return { outcome: "not-for-us" };
  return { outcome: "verified", claims: { ...payload, sub } };
}
