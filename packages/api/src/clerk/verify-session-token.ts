import { errors, importSPKI, jwtVerify, type JWTPayload } from "jose";

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

/**
 * Verifies a Clerk session token without any network call, with the instance's PEM
 * public key (CLERK_JWT_KEY). Returns its claims, or null when the token is malformed,
 * signed by another key, expired or not yet valid.
 */
export async function verifyClerkSessionToken(
  token: string,
  pem: string,
): Promise<JWTPayload | null> {
  const key = await publicKeyFrom(pem);
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["sub", "exp"],
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
