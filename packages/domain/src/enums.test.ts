import { describe, expect, it } from "vitest";
import {
  ALERT_TYPES,
  AlertType,
  LEAD_STATUSES,
  LeadStatus,
  MESSAGE_TYPES,
  MessageType,
  PHOTO_KINDS,
  PhotoKind,
  ROLES,
  Role,
  TIME_RANGES,
  TimeRange,
  VERIFICATION_STATUSES,
  VerificationStatus,
} from "./enums";

describe("enumerations", () => {
  it("name the roles of the specification", () => {
    expect(ROLES).toEqual(["customer", "installer", "administrator"]);
  });

  it("name the lead statuses of the specification and issue 11, each equal to its key", () => {
    expect(LEAD_STATUSES).toEqual([
      "NEW",
      "ACCEPTED",
      "ON_SITE",
      "DONE",
      "APPROVED",
      "REVISION",
      "CANCELLED",
      "DISPUTED",
    ]);
    for (const [key, value] of Object.entries(LeadStatus)) expect(value).toBe(key);
  });

  it("name the installer verification statuses, each equal to its key", () => {
    expect(VERIFICATION_STATUSES).toEqual(["NEW", "ACCEPTED", "APPROVED", "REJECTED"]);
    for (const [key, value] of Object.entries(VerificationStatus)) expect(value).toBe(key);
  });

  it("name the message, alert, photo and time-range kinds", () => {
    expect(MESSAGE_TYPES).toEqual(["TEXT", "SYSTEM", "PHOTO"]);
    expect(ALERT_TYPES).toEqual(["leak_detection", "refund_credit", "other", "payment_dispute"]);
    expect(PHOTO_KINDS).toEqual(["property", "completion"]);
    expect(TIME_RANGES).toEqual(["morning", "afternoon", "evening", "flexible"]);
  });

  it("list every value of each const object exactly once in its tuple", () => {
    const pairs: [Record<string, string>, readonly string[]][] = [
      [Role, ROLES],
      [LeadStatus, LEAD_STATUSES],
      [VerificationStatus, VERIFICATION_STATUSES],
      [MessageType, MESSAGE_TYPES],
      [AlertType, ALERT_TYPES],
      [PhotoKind, PHOTO_KINDS],
      [TimeRange, TIME_RANGES],
    ];
    for (const [object, values] of pairs) {
      expect([...values].sort()).toEqual(Object.values(object).sort());
    }
  });
});
