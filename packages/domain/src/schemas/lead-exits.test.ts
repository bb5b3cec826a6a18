import { describe, expect, it } from "vitest";
import { LEAD_REASON_MAX_LENGTH } from "../constants";
import { messages } from "../messages";
import { cancelLeadInput, disputeLeadInput, withdrawLeadInput } from "./lead-exits";

const id = "8f14e45f-ceea-4a7b-9c1d-2f7f1c2b3a4d";
const { validation } = messages;

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("cancelLeadInput", () => {
  it("takes no reason, a blank one as none, or a trimmed one", () => {
    expect(cancelLeadInput.parse({ id })).toEqual({ id });
    expect(cancelLeadInput.parse({ id, reason: "   " })).toEqual({ id });
    expect(cancelLeadInput.parse({ id, reason: " Moved house " })).toEqual({
      id,
      reason: "Moved house",
    });
  });

  it("refuses a reason over the maximum, and a reason that is not text", () => {
    const long = cancelLeadInput.safeParse({ id, reason: "x".repeat(LEAD_REASON_MAX_LENGTH + 1) });
    expect(firstIssue(long)).toBe(validation.reasonTooLong);
    expect(cancelLeadInput.safeParse({ id, reason: 42 }).success).toBe(false);
    expect(cancelLeadInput.safeParse({ id: "nope" }).success).toBe(false);
  });
});

describe.each([
  ["withdrawLeadInput", withdrawLeadInput],
  ["disputeLeadInput", disputeLeadInput],
])("%s", (_name, schema) => {
  it("requires a reason that is not blank", () => {
    expect(firstIssue(schema.safeParse({ id }))).toBe(validation.reasonRequired);
    expect(firstIssue(schema.safeParse({ id, reason: " \n " }))).toBe(validation.reasonRequired);
  });

  it("keeps a reason of exactly the maximum and refuses one character more", () => {
    const most = "y".repeat(LEAD_REASON_MAX_LENGTH);
    expect(schema.parse({ id, reason: most })).toEqual({ id, reason: most });
    expect(firstIssue(schema.safeParse({ id, reason: `${most}y` }))).toBe(validation.reasonTooLong);
  });
});
