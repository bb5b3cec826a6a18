import { describe, expect, it } from "vitest";
import {
  accountExportSchema,
  adminLeadSchema,
  adminLoginResultSchema,
  adminStatsSchema,
  alertSchema,
  activitySchema,
  authResultSchema,
  leadDetailSchema,
  leadSchema,
  meResultSchema,
  messageResultSchema,
  photoVerificationResultSchema,
  successSchema,
  userSchema,
} from "./entities";

const ids = {
  user: "3f1c2a4e-8b7d-4c6e-9a5f-1e2d3c4b5a69",
  lead: "9b2e4d6f-1a3c-4e5b-8d7f-0a1b2c3d4e5f",
  other: "c0ffee00-1234-4abc-8def-0123456789ab",
};
const createdAt = "2025-06-01T08:30:00.000Z";

const user = {
  id: ids.user,
  firstName: "Anna",
  lastName: "Schmidt",
  email: "anna@example.com",
  phone: null,
  country: null,
  role: "installer",
  emailVerified: true,
  hasPassword: true,
  verificationStatus: "ACCEPTED",
  locale: null,
  createdAt,
};

const lead = {
  id: ids.lead,
  title: "Starlink Installation in Berlin",
  description: "Starlink installation request",
  address: { street: "Hauptstr. 1", city: "Berlin", postalCode: "10115" },
  country: "DE",
  status: "NEW",
  customerId: ids.user,
  installerId: null,
  value: null,
  createdAt,
  preferredStartDate: "2025-06-02",
  preferredEndDate: null,
  scheduledAt: null,
  timeRange: "flexible",
  specialRequirements: null,
  revisionFeedback: null,
  autoReleaseAt: null,
  settlement: null,
};

describe("entity schemas", () => {
  it("describe a user, with a null phone and verification status allowed", () => {
    expect(userSchema.parse(user)).toEqual(user);
    expect(
      userSchema.safeParse({ ...user, verificationStatus: null, role: "customer" }).success,
    ).toBe(true);
    expect(userSchema.safeParse({ ...user, role: "admin" }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, createdAt: "yesterday" }).success).toBe(false);
  });

  it("describe a lead with its address object and a value in euros or null", () => {
    expect(leadSchema.parse(lead)).toEqual(lead);
    expect(leadSchema.safeParse({ ...lead, value: 249.5, installerId: ids.other }).success).toBe(
      true,
    );
    expect(leadSchema.safeParse({ ...lead, address: "Hauptstr. 1, Berlin, 10115" }).success).toBe(
      false,
    );
    expect(leadSchema.safeParse({ ...lead, status: "CLOSED" }).success).toBe(false);
  });

  it("describe a lead and a user with a served country, or none for those made before", () => {
    expect(leadSchema.safeParse({ ...lead, country: null }).success).toBe(true);
    expect(userSchema.safeParse({ ...user, country: "GB" }).success).toBe(true);
    expect(leadSchema.safeParse({ ...lead, country: "US" }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, country: undefined }).success).toBe(false);
  });

  it("describe a lead whose street is hidden from its viewer as a null street", () => {
    const hidden = { ...lead, address: { street: null, city: "Berlin", postalCode: "10115" } };
    expect(leadSchema.parse(hidden)).toEqual(hidden);
    expect(
      leadSchema.safeParse({ ...lead, address: { city: "Berlin", postalCode: "10115" } }).success,
    ).toBe(false);
  });

  it("describe a lead in the admin views with its customer's name", () => {
    const adminLead = { ...lead, customer: { firstName: "Anna", lastName: "Schmidt" } };
    expect(adminLeadSchema.parse(adminLead)).toEqual(adminLead);
    expect(adminLeadSchema.safeParse(lead).success).toBe(false);
  });

  it("describe a lead's detail with its conversation (null before acceptance) and photos", () => {
    const detail = {
      lead: { ...lead, status: "ACCEPTED", installerId: ids.other },
      conversation: {
        id: ids.other,
        leadId: ids.lead,
        messages: [
          { id: ids.user, senderId: null, type: "SYSTEM", body: "Lead accepted", createdAt },
        ],
        participants: [
          {
            id: ids.user,
            firstName: "Anna",
            lastName: "Schmidt",
            role: "customer",
            phone: "+49 •••• ••• 67",
          },
        ],
      },
      photos: [{ id: ids.other, url: `/api/photos/${ids.other}`, caption: null, kind: "property" }],
      payment: { status: "awaiting", amount: 480, currency: "EUR", dueAt: createdAt },
      installerRating: { average: 4.5, count: 2 },
      customerRating: null,
    };
    expect(leadDetailSchema.parse(detail)).toEqual(detail);
    const preview = { lead, conversation: null, photos: [], payment: null };
    expect(
      leadDetailSchema.safeParse({ ...preview, installerRating: null, customerRating: null })
        .success,
    ).toBe(true);
    expect(
      leadDetailSchema.safeParse({ ...detail, payment: { ...detail.payment, currency: "USD" } })
        .success,
    ).toBe(false);
    const { participants: _, ...withoutParticipants } = detail.conversation;
    expect(
      leadDetailSchema.safeParse({ ...detail, conversation: withoutParticipants }).success,
    ).toBe(false);
  });

  it("describe the admin figures, alerts and activity", () => {
    const stats = {
      totalUsers: 12,
      pendingInstallers: 2,
      activeLeads: 5,
      totalRevenue: 1249.5,
      totalLeads: 8,
      conversionRate: 37.5,
      activeInstallers: 3,
      leakDetections: 1,
    };
    expect(adminStatsSchema.parse(stats)).toEqual(stats);
    expect(adminStatsSchema.safeParse({ ...stats, totalUsers: 1.5 }).success).toBe(false);
    const alert = {
      id: ids.other,
      type: "leak_detection",
      description: "Phone shared",
      isResolved: false,
      createdAt,
      details: null,
    };
    expect(alertSchema.parse(alert)).toEqual(alert);
    const leak = {
      ...alert,
      details: {
        originalText: "call 0151 2345678",
        redactedText: "call [contact details removed]",
        kinds: ["phone"],
        place: "photo_caption",
        sender: { id: ids.user, name: "Anna Schmidt" },
        leadId: ids.lead,
      },
    };
    expect(alertSchema.parse(leak)).toEqual(leak);
    expect(alertSchema.safeParse({ ...leak, details: { originalText: "x" } }).success).toBe(false);
    const activity = { id: ids.other, body: "Lead accepted", createdAt };
    expect(activitySchema.parse(activity)).toEqual(activity);
  });

  it("describe the small result bodies", () => {
    expect(authResultSchema.parse({ token: "t", user })).toEqual({ token: "t", user });
    expect(adminLoginResultSchema.safeParse({ token: "t", user, success: true }).success).toBe(
      true,
    );
    expect(meResultSchema.parse({ user })).toEqual({ user });
    expect(messageResultSchema.parse({ message: "Done." })).toEqual({ message: "Done." });
    expect(successSchema.safeParse({ success: true }).success).toBe(true);
    expect(successSchema.safeParse({ success: false }).success).toBe(false);
    expect(photoVerificationResultSchema.parse({ isValid: false, reason: "Too dark" })).toEqual({
      isValid: false,
      reason: "Too dark",
    });
  });

  it("describe an account export without any secret", () => {
    const exported = {
      exportedAt: createdAt,
      profile: { ...user, username: null, clerkUserId: null, updatedAt: createdAt },
      installerProfile: null,
      sessions: [
        { id: ids.other, createdAt, expiresAt: createdAt, revokedAt: null, lastUsedAt: null },
      ],
      leads: [],
      photos: [],
      messages: [],
      adminNotices: [],
      ledgerEntries: [
        {
          id: "42",
          accountKind: "customer_funding",
          leadId: ids.lead,
          transactionKind: "capture",
          amount: -150,
          createdAt,
        },
      ],
      alerts: [],
      photoRejections: [{ id: ids.lead, reason: "The photo is blank.", createdAt }],
      leadWithdrawals: [],
      activities: [],
    };
    expect(accountExportSchema.parse(exported)).toEqual(exported);
    const withSecrets = {
      ...exported,
      profile: { ...exported.profile, passwordHash: "$argon2id$…" },
      sessions: [{ ...exported.sessions[0], tokenHash: "abc" }],
    };
    const parsed = JSON.stringify(accountExportSchema.parse(withSecrets));
    expect(parsed).not.toContain("passwordHash");
    expect(parsed).not.toContain("tokenHash");
  });
});
