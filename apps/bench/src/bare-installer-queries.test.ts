import { listedInstallerSchema, publicInstallerSchema } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { toListedInstaller, toPublicReview, toPublicSummary } from "./bare-installer-queries";

/** A row as the bare directory's SQL returns it. */
const row = {
  id: "6f1c2f8e-7a3b-4c55-9a3e-2f0d8b1e4c11",
  first_name: "Anna",
  last_name: "Müller",
  created_at: new Date("2026-01-02T03:04:05Z"),
  email_verified: true,
  verification_status: "APPROVED",
  company_name: "Dach & Schüssel",
  bio: "Twenty years on roofs.",
  service_city: "Augsburg",
  country: "DE",
  service_radius_km: 80,
  distance_km: 12.345,
  rating_average: "4.5",
  rating_count: "2",
  completed_jobs: "7",
};

describe("the bare twin's installers (compared field for field with the product)", () => {
  it("answers in the directory every field the product's listed installer has, and no other", () => {
    const listed = toListedInstaller(row);
    expect(Object.keys(listed).sort()).toEqual(Object.keys(listedInstallerSchema.shape).sort());
    expect(listedInstallerSchema.parse(listed)).toMatchObject({ bio: row.bio, distanceKm: 12.3 });
  });

  it("answers in a profile every field of the product's, reviews included", () => {
    const review = {
      id: "0d2b3c4e-5f60-4718-8a9b-0c1d2e3f4a5b",
      rating: 5,
      text: "Clean work.",
      created_at: new Date("2026-02-03T04:05:06Z"),
      reply: null,
    };
    const profile = { ...toPublicSummary(row), reviews: [toPublicReview(review)] };
    expect(Object.keys(profile).sort()).toEqual(Object.keys(publicInstallerSchema.shape).sort());
    expect(publicInstallerSchema.parse(profile).rating).toEqual({ average: 4.5, count: 2 });
  });
});
