import type { UserRow } from "@uplink/db";
import type { User } from "@uplink/domain";
import { countryOf } from "../countries/country-values";

/**
 * The one way a user row becomes the User every response carries. The phone number is in
 * full: only for the user themself and administrators; anyone else sees it through
 * visiblePhone (masked-phones.test.ts walks every procedure to keep it so).
 */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    country: countryOf(row.country),
    role: row.role,
    emailVerified: row.emailVerified,
    hasPassword: row.passwordHash !== null,
    verificationStatus: row.verificationStatus,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}
