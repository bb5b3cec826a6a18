import { describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import {
  anonymousContext,
  callerAs,
  createCaller,
  createUser,
  createVerifiedInstaller,
  refusalOf,
  revealedReviewOf,
  signedInAdmin,
  useTestApi,
} from "../testing";

/*
 * Issue 25: an APPROVED installer's public profile and the directory of installers near
 * a town, both read without a session; never an email, a phone number, a full last name
 * or an address.
 */

const api = useTestApi();

const anonymous = async () => createCaller(await anonymousContext(api.deps));

/** An approved installer serving `city` within `radiusKm`, placed by the gazetteer. */
async function installerServing(city: string, radiusKm: number, company = "Sky Mounts GmbH") {
  const installer = await createVerifiedInstaller(api.db);
  const point = await api.deps.gazetteer.locatePlace({ country: "DE", city });
  await api.db
    .updateTable("users")
    .set({ phone: "+49 151 23456789" })
    .where("id", "=", installer.id)
    .execute();
  await api.db
    .insertInto("installerProfiles")
    .values({
      userId: installer.id,
      companyName: company,
      bio: "Dishes on every roof",
      serviceCity: city,
      servicePostalCode: "80331",
      country: "DE",
      serviceRadiusKm: radiusKm,
      phone: "+49 151 23456789",
      serviceLatitude: point?.lat ?? null,
      serviceLongitude: point?.lon ?? null,
    })
    .execute();
  return installer;
}

/** A finished job of `installer` whose customer rated it `rating`, revealed. */
const ratedJob = (installer: UserRow, rating: number, text?: string) =>
  revealedReviewOf(api.db, installer, { rating, ...(text === undefined ? {} : { text }) });

describe("GET /installers/{id}", () => {
  it("answers the public fields without a session, and nothing that reaches the installer", async () => {
    const installer = await installerServing("München", 50);
    await ratedJob(installer, 4);
    await ratedJob(installer, 5);
    const profile = await (await anonymous()).installers.profile({ id: installer.id });
    expect(profile).toEqual({
      id: installer.id,
      companyName: "Sky Mounts GmbH",
      bio: "Dishes on every roof",
      firstName: installer.firstName,
      lastInitial: `${installer.lastName[0]}.`,
      serviceCity: "München",
      country: "DE",
      serviceRadiusKm: 50,
      verified: true,
      memberSince: installer.createdAt.toISOString(),
      completedJobs: 2,
      rating: { average: 4.5, count: 2 },
      reviews: [
        expect.objectContaining({ rating: 5, reply: null }),
        expect.objectContaining({ rating: 4, reply: null }),
      ],
    });
    const json = JSON.stringify(profile);
    for (const secret of [installer.email, installer.lastName, "23456789", "80331"]) {
      expect(json).not.toContain(secret);
    }
  });

  it("answers 404 for a customer, an installer not approved and an unknown id alike", async () => {
    const caller = await anonymous();
    const customer = await createUser(api.db, { role: "customer" });
    const pending = await createVerifiedInstaller(api.db, "ACCEPTED");
    for (const id of [customer.id, pending.id, "00000000-0000-4000-8000-000000000000"]) {
      expect((await refusalOf(caller.installers.profile({ id }))).code).toBe("NOT_FOUND");
    }
  });

  it("counts only revealed, unhidden reviews, and a hidden one leaves the average", async () => {
    const installer = await installerServing("München", 50);
    await ratedJob(installer, 5);
    const { review } = await ratedJob(installer, 1, "Never again, sadly.");
    const unrevealed = await ratedJob(installer, 2);
    await api.db
      .updateTable("reviews")
      .set({ revealedAt: null })
      .where("id", "=", unrevealed.review.id)
      .execute();
    const profileOf = async () => (await anonymous()).installers.profile({ id: installer.id });
    expect((await profileOf()).rating).toEqual({ average: 3, count: 2 });
    const { caller } = await signedInAdmin(api.deps);
    await caller.reviews.hide({ id: review.id, reason: "Not about the work" });
    const profile = await profileOf();
    expect(profile.rating).toEqual({ average: 5, count: 1 });
    expect(profile.reviews.map((each) => each.rating)).toEqual([5]);
  });

  it("pages the reviews newest first by limit and cursor", async () => {
    const installer = await installerServing("München", 50);
    for (const rating of [1, 2, 3, 4, 5]) await ratedJob(installer, rating);
    const caller = await anonymous();
    const first = await caller.installers.profile({ id: installer.id, limit: 2 });
    const second = await caller.installers.profile({
      id: installer.id,
      limit: 2,
      cursor: first.reviews.at(-1)!.id,
    });
    const third = await caller.installers.profile({
      id: installer.id,
      limit: 2,
      cursor: second.reviews.at(-1)!.id,
    });
    expect([first, second, third].map((page) => page.reviews.map((r) => r.rating))).toEqual([
      [5, 4],
      [3, 2],
      [1],
    ]);
  });

  it("shows the installer's reply under the review", async () => {
    const installer = await installerServing("München", 50);
    const { review } = await ratedJob(installer, 5);
    await (
      await callerAs(api.deps, installer)
    ).reviews.reply({ id: review.id, text: "Thank you!" });
    const profile = await (await anonymous()).installers.profile({ id: installer.id });
    expect(profile.reviews).toEqual([expect.objectContaining({ reply: "Thank you!" })]);
  });
});

describe("GET /installers?near=&country=&radiusKm=", () => {
  const near = async (
    town: string,
    radiusKm?: number,
    page: { limit?: number; cursor?: string } = {},
  ) => (await anonymous()).installers.directory({ near: town, country: "DE", radiusKm, ...page });

  it("finds an installer serving München within 50 km near Freising (≈ 32 km) with any radius", async () => {
    const installer = await installerServing("München", 50);
    for (const radiusKm of [undefined, 0, 1, 10, 500]) {
      const found = (await near("Freising", radiusKm)).find((each) => each.id === installer.id);
      expect(found?.distanceKm).toBeGreaterThan(28);
      expect(found?.distanceKm).toBeLessThan(36);
    }
  });

  it("finds them near Augsburg (≈ 56.5 km) only with a radius of 10 km or more", async () => {
    const installer = await installerServing("München", 50);
    const ids = async (radiusKm: number) =>
      (await near("Augsburg", radiusKm)).map((each) => each.id);
    expect(await ids(0)).not.toContain(installer.id);
    expect(await ids(1)).not.toContain(installer.id);
    expect(await ids(10)).toContain(installer.id);
    expect(await ids(100)).toContain(installer.id);
  });

  it("lists nearest first, then the best rated, and pages in that order", async () => {
    const mediocre = await installerServing("Freising", 40, "Freising Dishes");
    const best = await installerServing("Freising", 40, "Best Freising Dishes");
    const farther = await installerServing("München", 60, "Munich Dishes");
    await ratedJob(mediocre, 3);
    await ratedJob(best, 5);
    const all = (await near("Freising", 0)).map((each) => each.id);
    const ours = all.filter((id) => [mediocre.id, best.id, farther.id].includes(id));
    expect(ours).toEqual([best.id, mediocre.id, farther.id]);
    const first = await near("Freising", 0, { limit: 1 });
    const second = await near("Freising", 0, { limit: 1, cursor: first[0]!.id });
    expect([first[0]?.id, second[0]?.id]).toEqual(all.slice(0, 2));
  });

  it("leaves out installers not approved and keeps contact details out", async () => {
    const pending = await installerServing("Augsburg", 30);
    await api.db
      .updateTable("users")
      .set({ verificationStatus: "ACCEPTED" })
      .where("id", "=", pending.id)
      .execute();
    const listed = await near("Augsburg", 0);
    expect(listed.map((each) => each.id)).not.toContain(pending.id);
    expect(JSON.stringify(listed)).not.toMatch(/@|23456789|80331/);
  });

  it("answers 400 naming a town it does not know, and an empty list where nobody serves", async () => {
    const refusal = await refusalOf(near("Nowheresville"));
    expect(refusal).toEqual({
      code: "BAD_REQUEST",
      message: 'We could not find the town "Nowheresville". Please check its spelling and country.',
    });
    expect(
      await (await anonymous()).installers.directory({ near: "Flensburg", country: "DE" }),
    ).toEqual([]);
  });
});
