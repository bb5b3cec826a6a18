import type { InstallerProfileRow } from "@uplink/db";
import { messages, type InstallerProfile, type InstallerProfileInput } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { countryOf, phoneNumberOf, postalCodeOf } from "../countries/country-values";
import { NotFound } from "../errors";

/** POST /api/installer/onboard: sets up or replaces the installer's own profile. */
export async function saveInstallerProfile(
  { db }: ApiDeps,
  { id: installerId }: SessionUser,
  input: InstallerProfileInput,
): Promise<InstallerProfile> {
  const { country } = input;
  // With a country, the postal code is written its way and the number stored in E.164.
  const values = {
    companyName: input.companyName,
    bio: input.bio ?? null,
    servicePostalCode: country
      ? postalCodeOf(country, input.servicePostalCode)
      : input.servicePostalCode,
    serviceRadiusKm: input.serviceRadiusKm,
    phone: country && input.phone ? phoneNumberOf(country, input.phone) : (input.phone ?? null),
    country: country ?? null,
  };
  const row = await db
    .insertInto("installerProfiles")
    .values({ userId: installerId, ...values })
    .onConflict((conflict) => conflict.column("userId").doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toInstallerProfile(row);
}

/** GET /api/installer/profile: 404 until the installer has onboarded. */
export async function findInstallerProfile(
  { db }: ApiDeps,
  { id: installerId }: SessionUser,
): Promise<InstallerProfile> {
  const row = await db
    .selectFrom("installerProfiles")
    .selectAll()
    .where("userId", "=", installerId)
    .executeTakeFirst();
  if (!row?.companyName || !row.servicePostalCode || row.serviceRadiusKm === null) {
    throw new NotFound(messages.server.installerProfileMissing);
  }
  return toInstallerProfile(row);
}

function toInstallerProfile(row: InstallerProfileRow): InstallerProfile {
  return {
    companyName: row.companyName ?? "",
    bio: row.bio,
    servicePostalCode: row.servicePostalCode ?? "",
    serviceRadiusKm: row.serviceRadiusKm ?? 0,
    phone: row.phone,
    country: countryOf(row.country),
    updatedAt: row.updatedAt.toISOString(),
  };
}
