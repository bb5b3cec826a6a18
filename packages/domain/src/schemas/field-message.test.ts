import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { addressInputSchema } from "../address";
import { inEnglish, isMessage, translate } from "../i18n/catalogue";
import { de } from "../locales/de";
import { registerCatalogue } from "../i18n/catalogue";
import { messages } from "../messages";
import { settleLeadInput } from "./settlement";
import { signUpPayloadSchema } from "./sign-up";

registerCatalogue("de", de);

/** Each issue's message, and what its params say by key. */
function said(schema: z.ZodType, input: unknown) {
  return (schema.safeParse(input).error?.issues ?? []).map((issue) => {
    const { said: message } = (issue as { params?: { said?: unknown } }).params ?? {};
    return { message: issue.message, said: isMessage(message) ? message : null };
  });
}

describe("a schema's field messages", () => {
  it("carry their key: its English is the issue's message, and it reads in German by key", () => {
    const issues = said(signUpPayloadSchema, {
      email: "not an email",
      password: "short",
      firstName: "",
      lastName: "x".repeat(500),
      role: "pilot",
    });
    expect(issues.length).toBeGreaterThanOrEqual(4);
    for (const issue of issues) {
      expect(issue.said, issue.message).not.toBeNull();
      expect(inEnglish(issue.said!)).toBe(issue.message);
    }
    expect(issues.map((issue) => issue.said?.key)).toEqual(
      expect.arrayContaining([
        "validation.emailInvalid",
        "validation.passwordMin",
        "validation.firstNameRequired",
        "validation.lastNameTooLong",
        "validation.roleRequired",
      ]),
    );
    const firstName = issues.find((issue) => issue.said?.key === "validation.firstNameRequired");
    expect(translate(firstName!.said!, "de")).toBe(de.validation.firstNameRequired);
  });

  it("carry their key when the schema raises the issue itself", () => {
    expect(
      said(settleLeadInput, { id: crypto.randomUUID(), outcome: "split", note: "ok" }),
    ).toEqual([
      {
        message: messages.validation.settlementEurosRequired,
        said: expect.objectContaining({ key: "validation.settlementEurosRequired" }),
      },
    ]);
    expect(said(addressInputSchema, "nowhere")).toEqual([
      {
        message: messages.validation.addressRequired,
        said: expect.objectContaining({ key: "validation.addressRequired" }),
      },
    ]);
  });
});
