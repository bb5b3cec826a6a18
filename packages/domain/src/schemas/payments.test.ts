import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { messagesAt } from "../test-support";
import { leadPaymentInput } from "./payments";

describe("leadPaymentInput", () => {
  it("names the lead whose escrow moves", () => {
    const leadId = "3f1c2a4e-8b7d-4c6e-9a5f-1e2d3c4b5a69";
    expect(leadPaymentInput.parse({ leadId })).toEqual({ leadId });
    expect(messagesAt(leadPaymentInput, {}, "leadId")).toEqual([messages.validation.idInvalid]);
  });
});
