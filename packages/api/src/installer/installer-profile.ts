import type { InstallerProfileRow } from "@uplink/db";
import { type InstallerProfile, type InstallerProfileInput, said } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { countryOf, phoneNumberOf, postalCodeOf } from "../countries/country-values";
import { NotFound } from "../errors";
import { pointOf } from "../places/point-of";
import { screenText } from "../conversation/contact-monitoring";
import { reportBioLeak } from "./bio-monitoring";

/**
 * POST /api/installer/onboard: sets up or replaces the installer's own profile. The bio
 * is stored with contact details removed, and their removal alerted, in one transaction.
 */
export async function saveInstallerProfile(
  deps: ApiDeps,
  installer: SessionUser,
  input: InstallerProfileInput,
): Promise<InstallerProfile> {
  const { db } = deps;
  const installerId = installer.id;
  // Monitored like a chat message: others read it without contact details (issue 25).
  const bio = input.bio ? screenText("installer_bio", input.bio) : null;
  const { country } = input;
  // The service area's point, found now: the job list reads it with the session.
  const point = await pointOf(deps, { country, city: input.serviceCity });
  // With a country, the postal code is written its way and the number stored in E.164.
  const values = {
    companyName: input.companyName,
    bio: bio?.text ?? null,
    servicePostalCode: country
      ? postalCodeOf(country, input.servicePostalCode)
      : input.servicePostalCode,
    serviceCity: input.serviceCity ?? null,
    serviceLatitude: point.latitude,
    serviceLongitude: point.longitude,
    serviceRadiusKm: input.serviceRadiusKm,
    phone: country && input.phone ? phoneNumberOf(country, input.phone) : (input.phone ?? null),
    country: country ?? null,
  };
  const row = await db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto("installerProfiles")
      .values({ userId: installerId, ...values })
      .onConflict((conflict) => conflict.column("userId").doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    if (bio) await reportBioLeak(trx, installer, bio);
    return saved;
  });
  // This instance's next request reads the new area at once; the others are notified.
  deps.sessionCache?.forgetUser(installerId);
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
    throw new NotFound(said.server.installerProfileMissing);
  }
  return toInstallerProfile(row);
}

function toInstallerProfile(row: InstallerProfileRow): InstallerProfile {
  return {
    companyName: row.companyName ?? "",
    bio: row.bio,
    servicePostalCode: row.servicePostalCode ?? "",
    serviceCity: row.serviceCity,
    serviceRadiusKm: row.serviceRadiusKm ?? 0,
    located: row.serviceLatitude !== null,
    phone: row.phone,
    country: countryOf(row.country),
    updatedAt: row.updatedAt.toISOString(),
  };
}
