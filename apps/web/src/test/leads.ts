import type { Lead, LeadDetail, ListedLead } from "@uplink/domain";

export const CUSTOMER_ID = "0b7c3a52-3f1e-4c5b-9a51-6d2f0c1e2a3b";
export const INSTALLER_ID = "5d1c9e70-2b6a-4f0e-8c3d-7a9b1e2f3c4d";
export const OTHER_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

/** A lead as the list shows it (a Lead with its place), found in Berlin; no service area. */
export function aLead(overrides: Partial<ListedLead> = {}): ListedLead {
  return {
    id: "3f2e1d0c-9b8a-4765-8432-10fedcba9876",
    title: "Starlink Installation in Berlin",
    description: "Roof mount on a two-storey house",
    address: { street: "Hauptstraße 5", city: "Berlin", postalCode: "10115" },
    country: "DE",
    status: "NEW",
    customerId: CUSTOMER_ID,
    installerId: null,
    value: 350,
    createdAt: "2026-03-04T10:00:00.000Z",
    preferredStartDate: "2026-12-01",
    preferredEndDate: "2026-12-05",
    scheduledAt: null,
    timeRange: "morning",
    specialRequirements: null,
    revisionFeedback: null,
    autoReleaseAt: null,
    settlement: null,
    located: true,
    distanceKm: null,
    inServiceArea: null,
    installerRating: null,
    customerRating: null,
    ...overrides,
  };
}

export function aDetail(
  lead: Lead,
  photos: LeadDetail["photos"] = [],
  payment: LeadDetail["payment"] = null,
): LeadDetail {
  return { lead, conversation: null, photos, payment, installerRating: null, customerRating: null };
}

/** A tiny PNG file, as a user would pick it. */
export function aPhotoFile(name = "roof.png", type = "image/png"): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
}
