import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import {
  anonymousContext,
  callerAs,
  createCaller,
  createVerifiedInstaller,
  signedInAdmin,
  useTestApi,
} from "../testing";

/*
 * Issue 25: the installer's company name and short bio, edited in Settings, are on their
 * public profile; the bio is monitored for contact details like a chat message: others
 * read it with them removed, administrators get a leak_detection alert with the original.
 */

const api = useTestApi();

const PHONE_BIO = "Ten years on roofs. Call me on +49 151 23456789 for a quick quote.";

async function saveBio(installer: UserRow, bio: string | undefined) {
  return (await callerAs(api.deps, installer)).installer.onboard({
    companyName: "Dish Works Bayern",
    bio,
    servicePostalCode: "80331",
    serviceCity: "München",
    serviceRadiusKm: 40,
    country: "DE",
  });
}

const publicProfileOf = async (installer: UserRow) =>
  createCaller(await anonymousContext(api.deps)).installers.profile({ id: installer.id });

const alertsOf = (installer: UserRow) =>
  api.db
    .selectFrom("alerts")
    .select(["type", "details", "leadId"])
    .where("userId", "=", installer.id)
    .execute();

describe("the installer's bio", () => {
  it("shows on the public profile as written, with the company name, raising no alert", async () => {
    const installer = await createVerifiedInstaller(api.db);
    await saveBio(installer, "Ten years on roofs around Munich.");
    const profile = await publicProfileOf(installer);
    expect(profile.companyName).toBe("Dish Works Bayern");
    expect(profile.bio).toBe("Ten years on roofs around Munich.");
    expect(await alertsOf(installer)).toEqual([]);
  });

  it("removes a phone number from the bio others read and alerts administrators with the original", async () => {
    const installer = await createVerifiedInstaller(api.db);
    const saved = await saveBio(installer, PHONE_BIO);
    expect(saved.bio).not.toContain("23456789");
    const profile = await publicProfileOf(installer);
    expect(profile.bio).toContain("Ten years on roofs.");
    expect(JSON.stringify(profile)).not.toContain("23456789");
    expect(await alertsOf(installer)).toEqual([
      {
        type: "leak_detection",
        leadId: null,
        details: expect.objectContaining({
          originalText: PHONE_BIO,
          place: "installer_bio",
          userId: installer.id,
          kinds: ["phone"],
        }),
      },
    ]);
    const { caller: admin } = await signedInAdmin(api.deps);
    const [alert] = (await admin.admin.alerts({})).filter(
      (each) => each.details?.sender?.id === installer.id,
    );
    expect(alert?.description).toBe(
      `Contact details removed from the profile bio of ${installer.firstName} ${installer.lastName}`,
    );
    expect(alert?.details).toMatchObject({ originalText: PHONE_BIO, place: "installer_bio" });
  });

  it("has no bio on the profile of an installer who wrote none", async () => {
    const installer = await createVerifiedInstaller(api.db);
    await saveBio(installer, undefined);
    expect((await publicProfileOf(installer)).bio).toBeNull();
  });
});
