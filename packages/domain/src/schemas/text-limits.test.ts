import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { addressInputSchema } from "../address";
import {
  ADDRESS_TEXT_MAX_LENGTH,
  ADMIN_MESSAGE_MAX_LENGTH,
  BIO_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  COMPLETION_CAPTION_MAX_LENGTH,
  LEAD_DESCRIPTION_MAX_LENGTH,
  LEAD_TITLE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  REVISION_FEEDBACK_MAX_LENGTH,
  SPECIAL_REQUIREMENTS_MAX_LENGTH,
  STREET_MAX_LENGTH,
} from "../constants";
import { leadTitle } from "../lead-title";
import { messages } from "../messages";
import { messagesAt } from "../test-support";
import { messageUserSchema } from "./admin";
import { generateQuoteInput } from "./ai";
import { signUpPayloadSchema } from "./sign-up";
import { chatMessageSchema } from "./conversation";
import { installerProfileSchema } from "./installer";
import {
  completionSubmissionInput,
  createLeadFormSchema,
  editLeadFormSchema,
  leadCreatePayloadSchema,
  leadRevisionInput,
  leadUpdatePayloadSchema,
} from "./leads";

const { validation } = messages;
const id = "5f1c4c3e-8a5d-4f6e-9b7a-1c2d3e4f5a6b";
const text = (length: number) => "a".repeat(length);

const createForm = {
  address: "Hauptstr. 1",
  city: "Berlin",
  postalCode: "10115",
  country: "DE",
  preferredStartDate: "2025-06-02",
  preferredEndDate: "2025-06-06",
  timeRange: "morning",
};
// A request made before countries were asked for: its postal code is free text.
const editForm = { ...createForm, country: "", description: "Dish on the flat roof, please" };
const createPayload = { address: "Hauptstr. 1, Berlin, 10115" };
const signUp = {
  firstName: "Anna",
  lastName: "Schmidt",
  email: "anna@example.com",
  role: "customer",
  password: "correct horse",
};
const installerProfile = {
  companyName: "Sat Anna",
  servicePostalCode: "10115",
  serviceRadiusKm: 50,
};

interface TextLimit {
  schema: z.ZodType;
  /** A valid input; the field is set on it. */
  valid: Record<string, unknown>;
  /** The field's dotted path. */
  field: string;
  max: number;
  message: string;
}

function withField(input: Record<string, unknown>, field: string, value: string) {
  const [name = "", index] = field.split(".");
  return { ...input, [name]: index === undefined ? value : [value] };
}

const limits: Record<string, TextLimit> = {
  "a lead's title": {
    schema: leadCreatePayloadSchema,
    valid: createPayload,
    field: "title",
    max: LEAD_TITLE_MAX_LENGTH,
    message: validation.titleTooLong,
  },
  "an edited lead's title": {
    schema: leadUpdatePayloadSchema,
    valid: {},
    field: "title",
    max: LEAD_TITLE_MAX_LENGTH,
    message: validation.titleTooLong,
  },
  "a lead's description": {
    schema: leadCreatePayloadSchema,
    valid: createPayload,
    field: "description",
    max: LEAD_DESCRIPTION_MAX_LENGTH,
    message: validation.descriptionTooLong,
  },
  "an edited lead's description": {
    schema: leadUpdatePayloadSchema,
    valid: {},
    field: "description",
    max: LEAD_DESCRIPTION_MAX_LENGTH,
    message: validation.descriptionTooLong,
  },
  "the description of the create form": {
    schema: createLeadFormSchema,
    valid: createForm,
    field: "description",
    max: LEAD_DESCRIPTION_MAX_LENGTH,
    message: validation.descriptionTooLong,
  },
  "the description of the edit form": {
    schema: editLeadFormSchema,
    valid: editForm,
    field: "description",
    max: LEAD_DESCRIPTION_MAX_LENGTH,
    message: validation.descriptionTooLong,
  },
  "the description to quote": {
    schema: generateQuoteInput,
    valid: {},
    field: "description",
    max: LEAD_DESCRIPTION_MAX_LENGTH,
    message: validation.descriptionTooLong,
  },
  "a lead's special requirements": {
    schema: leadCreatePayloadSchema,
    valid: createPayload,
    field: "specialRequirements",
    max: SPECIAL_REQUIREMENTS_MAX_LENGTH,
    message: validation.specialRequirementsTooLong,
  },
  "an edited lead's special requirements": {
    schema: leadUpdatePayloadSchema,
    valid: {},
    field: "specialRequirements",
    max: SPECIAL_REQUIREMENTS_MAX_LENGTH,
    message: validation.specialRequirementsTooLong,
  },
  "the special requirements of the create form": {
    schema: createLeadFormSchema,
    valid: createForm,
    field: "specialRequirements",
    max: SPECIAL_REQUIREMENTS_MAX_LENGTH,
    message: validation.specialRequirementsTooLong,
  },
  "the special requirements of the edit form": {
    schema: editLeadFormSchema,
    valid: editForm,
    field: "specialRequirements",
    max: SPECIAL_REQUIREMENTS_MAX_LENGTH,
    message: validation.specialRequirementsTooLong,
  },
  "the street of the create form": {
    schema: createLeadFormSchema,
    valid: createForm,
    field: "address",
    max: STREET_MAX_LENGTH,
    message: validation.streetTooLong,
  },
  "the city of the create form": {
    schema: createLeadFormSchema,
    valid: createForm,
    field: "city",
    max: CITY_MAX_LENGTH,
    message: validation.cityTooLong,
  },
  "the street of the edit form": {
    schema: editLeadFormSchema,
    valid: editForm,
    field: "address",
    max: STREET_MAX_LENGTH,
    message: validation.streetTooLong,
  },
  "the city of the edit form": {
    schema: editLeadFormSchema,
    valid: editForm,
    field: "city",
    max: CITY_MAX_LENGTH,
    message: validation.cityTooLong,
  },
  "the postal code of the edit form": {
    schema: editLeadFormSchema,
    valid: editForm,
    field: "postalCode",
    max: POSTAL_CODE_MAX_LENGTH,
    message: validation.postalCodeTooLong,
  },
  "revision feedback": {
    schema: leadRevisionInput,
    valid: { id },
    field: "feedback",
    max: REVISION_FEEDBACK_MAX_LENGTH,
    message: validation.feedbackTooLong,
  },
  "a completion photo's caption": {
    schema: completionSubmissionInput,
    valid: { id, photos: ["a", "b", "c"] },
    field: "captions.0",
    max: COMPLETION_CAPTION_MAX_LENGTH,
    message: validation.captionTooLong,
  },
  "a chat message": {
    schema: chatMessageSchema,
    valid: { type: "TEXT" },
    field: "body",
    max: CHAT_MESSAGE_MAX_LENGTH,
    message: validation.chatMessageTooLong,
  },
  "an administrator's message to a user": {
    schema: messageUserSchema,
    valid: { userId: id },
    field: "message",
    max: ADMIN_MESSAGE_MAX_LENGTH,
    message: validation.adminMessageTooLong,
  },
  "a first name": {
    schema: signUpPayloadSchema,
    valid: signUp,
    field: "firstName",
    max: NAME_MAX_LENGTH,
    message: validation.firstNameTooLong,
  },
  "a last name": {
    schema: signUpPayloadSchema,
    valid: signUp,
    field: "lastName",
    max: NAME_MAX_LENGTH,
    message: validation.lastNameTooLong,
  },
  "an installer's company name": {
    schema: installerProfileSchema,
    valid: installerProfile,
    field: "companyName",
    max: COMPANY_NAME_MAX_LENGTH,
    message: validation.companyNameTooLong,
  },
  "an installer's bio": {
    schema: installerProfileSchema,
    valid: installerProfile,
    field: "bio",
    max: BIO_MAX_LENGTH,
    message: validation.bioTooLong,
  },
  "an installer's service postal code": {
    schema: installerProfileSchema,
    valid: installerProfile,
    field: "servicePostalCode",
    max: POSTAL_CODE_MAX_LENGTH,
    message: validation.postalCodeTooLong,
  },
  "an installer's phone": {
    schema: installerProfileSchema,
    valid: installerProfile,
    field: "phone",
    max: PHONE_MAX_LENGTH,
    message: validation.phoneTooLong,
  },
};

describe("the maximum of free text", () => {
  it.each(Object.entries(limits))(
    "holds %s to its maximum, refusing one character more with its message",
    (_what, { schema, valid, field, max, message }) => {
      // Digits, so that a postal code or phone number is otherwise valid.
      const atMost = "1".repeat(max);
      expect(messagesAt(schema, withField(valid, field, atMost), field)).toEqual([]);
      expect(schema.safeParse(withField(valid, field, atMost)).success).toBe(true);
      expect(messagesAt(schema, withField(valid, field, `${atMost}1`), field)).toEqual([message]);
    },
  );

  it("refuses a postal code over its maximum as too long, before reading it by its country", () => {
    const tooLong = "1".repeat(POSTAL_CODE_MAX_LENGTH + 1);
    expect(
      messagesAt(createLeadFormSchema, { ...createForm, postalCode: tooLong }, "postalCode"),
    ).toEqual([validation.postalCodeTooLong]);
  });

  it("counts the characters of a field after trimming its spaces", () => {
    const padded = `  ${text(LEAD_TITLE_MAX_LENGTH)}  `;
    expect(leadCreatePayloadSchema.safeParse({ ...createPayload, title: padded }).success).toBe(
      true,
    );
  });

  it("names the maximum in each message", () => {
    for (const { max, message } of Object.values(limits)) {
      expect(message).toMatch(new RegExp(`^[A-Z][a-z ]+ must be at most ${max} characters$`));
    }
  });

  it("keeps the title a city gives a lead within the title's maximum", () => {
    expect(leadTitle(text(CITY_MAX_LENGTH)).length).toBeLessThanOrEqual(LEAD_TITLE_MAX_LENGTH);
  });
});

describe("the maximum of an address sent as text or object", () => {
  const refusal = (input: unknown) => messagesAt(addressInputSchema, input, "");

  it("holds each part to its maximum", () => {
    const at = { street: text(STREET_MAX_LENGTH), city: text(CITY_MAX_LENGTH), postalCode: "1" };
    expect(refusal(at)).toEqual([]);
    expect(refusal({ ...at, street: text(STREET_MAX_LENGTH + 1) })).toEqual([
      validation.streetTooLong,
    ]);
    expect(refusal({ ...at, city: text(CITY_MAX_LENGTH + 1) })).toEqual([validation.cityTooLong]);
    expect(refusal({ ...at, postalCode: "1".repeat(POSTAL_CODE_MAX_LENGTH + 1) })).toEqual([
      validation.postalCodeTooLong,
    ]);
    expect(refusal(`Hauptstr. 1, ${text(CITY_MAX_LENGTH + 1)}, 10115`)).toEqual([
      validation.cityTooLong,
    ]);
  });

  it("refuses text over its maximum before reading it", () => {
    const long = `Hauptstr. 1, Berlin, 10115${" ".repeat(ADDRESS_TEXT_MAX_LENGTH)}`;
    expect(refusal(long)).toEqual([validation.addressTooLong]);
    expect(refusal(`${"1 ".repeat(ADDRESS_TEXT_MAX_LENGTH)}`)).toEqual([validation.addressTooLong]);
  });
});
