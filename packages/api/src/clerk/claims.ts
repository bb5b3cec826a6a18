import type { JWTPayload } from "jose";
import { z } from "zod";
import {
  hasControlCharacters,
  NAME_MAX_LENGTH,
  Role,
  SIGNUP_ROLES,
  type SignupRole,
} from "@uplink/domain";

/** Who a verified Clerk session token says the user is. */
export interface HostedIdentity {
  clerkUserId: string;
  email: string | null;
  /** Only a token whose `email_verified` claim is true proves the address is the user's. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  /** Only customer or installer: a token can never make anyone an administrator. */
  role: SignupRole;
}

// A claim with a control character reads as absent, as a malformed one does: it is
// stored as typed, and the database refuses NUL in text.
const email = z.email().refine((value) => !hasControlCharacters(value));
const name = z
  .string()
  .trim()
  .min(1)
  .refine((value) => !hasControlCharacters(value))
  .transform((value) => value.slice(0, NAME_MAX_LENGTH));
const role = z.enum(SIGNUP_ROLES);
const metadata = z.object({ role: z.unknown() });

function read<T>(schema: z.ZodType<T>, ...candidates: unknown[]): T | null {
  for (const candidate of candidates) {
    const result = schema.safeParse(candidate);
    if (result.success) return result.data;
  }
  return null;
}

/**
 * Reads the claims a Clerk session token carries once its template adds them: email,
 * email_verified, first_name/given_name, last_name/family_name and public_metadata.role
 * (or metadata.role). Missing or malformed claims read as absent (email_verified as false).
 */
export function readClerkClaims(payload: JWTPayload & { sub: string }): HostedIdentity {
  const roleClaims = [payload.public_metadata, payload.metadata].map(
    (value) => metadata.safeParse(value).data?.role,
  );
  return {
    clerkUserId: payload.sub,
    email: read(email, payload.email),
    emailVerified: payload.email_verified === true,
    firstName: read(name, payload.first_name, payload.given_name),
    lastName: read(name, payload.last_name, payload.family_name),
    role: read(role, ...roleClaims) ?? Role.CUSTOMER,
  };
}
