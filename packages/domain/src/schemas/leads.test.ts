import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { fieldsWithIssues, messagesAt } from "../test-support";
import {
  acceptLeadInput,
  createLeadFormSchema,
  editLeadFormSchema,
  leadCreatePayloadSchema,
  leadIdInput,
  leadUpdateInput,
  leadUpdatePayloadSchema,
  revisionSchema,
} from "./leads";

const { validation } = messages;
const leadId = "3f1c2a4e-8b7d-4c6e-9a5f-1e2d3c4b5a69";
const berlin = { street: "Hauptstr. 1", city: "Berlin", postalCode: "10115" };

describe("createLeadFormSchema", () => {
  const valid = {
    address: "Hauptstr. 1",
    city: "Berlin",
    postalCode: "10115",
    country: "DE",
    preferredStartDate: "2025-06-02",
    preferredEndDate: "2025-06-06",
    timeRange: "morning",
  };

  it("accepts the required fields alone", () => {
    expect(createLeadFormSchema.parse(valid)).toEqual(valid);
  });

  it("leaves description, special requirements and photos optional", () => {
    const full = {
      ...valid,
      description: "Dish on a flat roof",
      specialRequirements: "Dog in the garden",
      photos: ["data:image/png;base64,iVBORw0KGgo="],
    };
    expect(createLeadFormSchema.parse(full)).toEqual(full);
    expect(createLeadFormSchema.parse({ ...valid, description: "  " }).description).toBeUndefined();
  });

  it.each([
    ["address", "Address is required"],
    ["city", "City is required"],
    ["postalCode", "Postal code is required"],
    ["preferredStartDate", "Start date is required"],
    ["preferredEndDate", "End date is required"],
    ["timeRange", "Time range is required"],
  ])("refuses an empty %s with '%s'", (field, message) => {
    expect(messagesAt(createLeadFormSchema, { ...valid, [field]: "" }, field)).toEqual([message]);
    expect(messagesAt(createLeadFormSchema, { ...valid, [field]: undefined }, field)).toEqual([
      message,
    ]);
  });

  it("uses the catalogue's words for the required fields", () => {
    const issues = createLeadFormSchema.safeParse({}).error?.issues ?? [];
    expect(
      Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.message])),
    ).toEqual({
      address: validation.addressRequired,
      city: validation.cityRequired,
      postalCode: validation.postalCodeRequired,
      country: validation.countryRequired,
      preferredStartDate: validation.startDateRequired,
      preferredEndDate: validation.endDateRequired,
      timeRange: validation.timeRangeRequired,
    });
  });

  it("offers only the four time windows", () => {
    for (const timeRange of ["morning", "afternoon", "evening", "flexible"]) {
      expect(createLeadFormSchema.safeParse({ ...valid, timeRange }).success).toBe(true);
    }
    expect(messagesAt(createLeadFormSchema, { ...valid, timeRange: "night" }, "timeRange")).toEqual(
      [validation.timeRangeRequired],
    );
  });

  it("refuses a date that is not a calendar date", () => {
    expect(
      messagesAt(
        createLeadFormSchema,
        { ...valid, preferredStartDate: "2025-02-30" },
        "preferredStartDate",
      ),
    ).toEqual([validation.dateInvalid]);
  });

  it("refuses an end date before the start date, even while other fields are missing", () => {
    const backwards = { ...valid, address: "", preferredEndDate: "2025-06-01" };
    expect(messagesAt(createLeadFormSchema, backwards, "preferredEndDate")).toEqual([
      validation.endDateBeforeStart,
    ]);
    expect(
      createLeadFormSchema.safeParse({ ...valid, preferredEndDate: valid.preferredStartDate })
        .success,
    ).toBe(true);
  });

  it("takes at most 10 photos", () => {
    const photos = Array.from({ length: 11 }, () => "aGVsbG8=");
    expect(messagesAt(createLeadFormSchema, { ...valid, photos }, "photos")).toEqual([
      validation.photosTooMany,
    ]);
  });
});

describe("the create form's country", () => {
  const valid = {
    address: "Hauptstr. 1",
    city: "Berlin",
    postalCode: "10115",
    country: "DE",
    preferredStartDate: "2025-06-02",
    preferredEndDate: "2025-06-06",
    timeRange: "morning",
  };

  it.each(["", undefined, "US"])(
    "is required: %j is refused with 'Please select a country'",
    (country) => {
      expect(messagesAt(createLeadFormSchema, { ...valid, country }, "country")).toEqual([
        "Please select a country",
      ]);
    },
  );

  it.each([
    ["DE", "8033", "Enter a postal code like 80331 for Germany"],
    ["NL", "1012", "Enter a postal code like 1012 AB for Netherlands"],
    ["GB", "12345", "Enter a postal code like SW1A 1AA for United Kingdom"],
    ["PL", "00950x", "Enter a postal code like 00-950 for Poland"],
  ])("refuses a %s postal code %j that is not the country's", (country, postalCode, message) => {
    expect(
      messagesAt(createLeadFormSchema, { ...valid, country, postalCode }, "postalCode"),
    ).toEqual([message]);
  });

  it("checks the postal code by its country while other fields are still missing", () => {
    const form = { ...valid, address: "", postalCode: "1234" };
    expect(messagesAt(createLeadFormSchema, form, "postalCode")).toEqual([
      "Enter a postal code like 80331 for Germany",
    ]);
    expect(messagesAt(createLeadFormSchema, form, "address")).toEqual([validation.addressRequired]);
  });

  it("takes a postal code written the country's way or not", () => {
    for (const [country, postalCode] of [
      ["NL", "1012ab"],
      ["GB", "sw1a 1aa"],
      ["IE", "D02X285"],
      ["PT", "1000001"],
    ]) {
      expect(createLeadFormSchema.safeParse({ ...valid, country, postalCode }).success).toBe(true);
    }
  });
});

describe("editLeadFormSchema", () => {
  const valid = {
    description: "Dish on a flat roof",
    address: "Hauptstr. 1",
    city: "Berlin",
    postalCode: "10115",
  };

  it("accepts the four required fields and leaves the rest optional", () => {
    expect(editLeadFormSchema.parse(valid)).toEqual(valid);
    const withEmptyOptionals = {
      ...valid,
      preferredStartDate: "",
      preferredEndDate: "",
      timeRange: "",
      specialRequirements: "",
    };
    expect(editLeadFormSchema.safeParse(withEmptyOptionals).success).toBe(true);
  });

  it("wants a description of at least 10 characters", () => {
    expect(
      messagesAt(editLeadFormSchema, { ...valid, description: "Too short" }, "description"),
    ).toEqual(["Description must be at least 10 characters"]);
    expect(
      messagesAt(editLeadFormSchema, { ...valid, description: "  123456789  " }, "description"),
    ).toEqual([validation.descriptionMin]);
    expect(editLeadFormSchema.safeParse({ ...valid, description: "1234567890" }).success).toBe(
      true,
    );
  });

  it("wants an address of at least 5 characters", () => {
    expect(messagesAt(editLeadFormSchema, { ...valid, address: "Weg" }, "address")).toEqual([
      "Address is required",
    ]);
    expect(editLeadFormSchema.safeParse({ ...valid, address: "Weg 1" }).success).toBe(true);
  });

  it("wants a city of at least 2 characters", () => {
    expect(messagesAt(editLeadFormSchema, { ...valid, city: "B" }, "city")).toEqual([
      "City is required",
    ]);
    expect(editLeadFormSchema.safeParse({ ...valid, city: "Ay" }).success).toBe(true);
  });

  it("wants a postal code of at least 3 characters", () => {
    expect(messagesAt(editLeadFormSchema, { ...valid, postalCode: "10" }, "postalCode")).toEqual([
      "Postal code is required",
    ]);
    expect(editLeadFormSchema.safeParse({ ...valid, postalCode: "101" }).success).toBe(true);
  });

  it("refuses an end date before the start date", () => {
    const backwards = {
      ...valid,
      preferredStartDate: "2025-06-02",
      preferredEndDate: "2025-06-01",
    };
    expect(fieldsWithIssues(editLeadFormSchema, backwards)).toEqual(["preferredEndDate"]);
  });

  it("keeps a request made without a country editable as before", () => {
    expect(
      editLeadFormSchema.safeParse({ ...valid, country: "", postalCode: "anything" }).success,
    ).toBe(true);
  });

  it("holds the postal code to the country once one is chosen", () => {
    expect(
      messagesAt(editLeadFormSchema, { ...valid, country: "FR", postalCode: "750" }, "postalCode"),
    ).toEqual(["Enter a postal code like 75001 for France"]);
    expect(
      editLeadFormSchema.safeParse({ ...valid, country: "FR", postalCode: "75001" }).success,
    ).toBe(true);
    expect(messagesAt(editLeadFormSchema, { ...valid, country: "XX" }, "country")).toEqual([
      validation.countryRequired,
    ]);
  });
});

describe("leadCreatePayloadSchema", () => {
  it("parses the combined address text into the object", () => {
    const payload = leadCreatePayloadSchema.parse({
      title: "Starlink Installation in Berlin",
      description: "Starlink installation request",
      address: "Hauptstr. 1, Berlin, 10115",
      scheduledAt: "2025-06-02",
      photos: ["data:image/jpeg;base64,/9j/4AAQ"],
    });
    expect(payload.address).toEqual(berlin);
  });

  it("needs only an address", () => {
    expect(leadCreatePayloadSchema.parse({ address: berlin })).toEqual({ address: berlin });
  });

  it("accepts the stored fields the architecture adds", () => {
    const payload = {
      address: berlin,
      preferredStartDate: "2025-06-02",
      preferredEndDate: "2025-06-06",
      timeRange: "evening",
      specialRequirements: "Ring twice",
    };
    expect(leadCreatePayloadSchema.parse(payload)).toEqual(payload);
  });

  it("accepts a date or a date-time as scheduledAt", () => {
    for (const scheduledAt of [
      "2025-06-02",
      "2025-06-02T09:00:00.000Z",
      "2025-06-02T09:00:00+02:00",
    ]) {
      expect(leadCreatePayloadSchema.parse({ address: berlin, scheduledAt }).scheduledAt).toBe(
        scheduledAt,
      );
    }
    expect(
      messagesAt(
        leadCreatePayloadSchema,
        { address: berlin, scheduledAt: "next week" },
        "scheduledAt",
      ),
    ).toEqual([validation.dateInvalid]);
  });

  it("refuses a missing or unreadable address with 'Address is required'", () => {
    expect(messagesAt(leadCreatePayloadSchema, {}, "address")).toEqual([
      validation.addressRequired,
    ]);
    expect(messagesAt(leadCreatePayloadSchema, { address: "Berlin" }, "address")).toEqual([
      validation.addressRequired,
    ]);
  });

  it("refuses a blank title", () => {
    expect(messagesAt(leadCreatePayloadSchema, { address: berlin, title: " " }, "title")).toEqual([
      validation.titleRequired,
    ]);
  });

  it("refuses an end date before the start date", () => {
    const payload = {
      address: berlin,
      preferredStartDate: "2025-06-02",
      preferredEndDate: "2025-05-30",
    };
    expect(messagesAt(leadCreatePayloadSchema, payload, "preferredEndDate")).toEqual([
      validation.endDateBeforeStart,
    ]);
  });

  it("takes at most 10 photos, none empty", () => {
    const eleven = Array.from({ length: 11 }, () => "aGVsbG8=");
    expect(
      messagesAt(leadCreatePayloadSchema, { address: berlin, photos: eleven }, "photos"),
    ).toEqual([validation.photosTooMany]);
    expect(
      messagesAt(leadCreatePayloadSchema, { address: berlin, photos: [""] }, "photos.0"),
    ).toEqual([messages.errors.invalidFile]);
  });
});

describe("the country of a lead payload", () => {
  it("is optional, as the documented REST body has none", () => {
    expect(leadCreatePayloadSchema.parse({ address: berlin }).country).toBeUndefined();
    expect(leadCreatePayloadSchema.parse({ address: berlin, country: "" }).country).toBeUndefined();
    expect(
      leadCreatePayloadSchema.parse({ address: berlin, country: null }).country,
    ).toBeUndefined();
  });

  it("is a served country's code in any case", () => {
    expect(leadCreatePayloadSchema.parse({ address: berlin, country: "de" }).country).toBe("DE");
    expect(
      messagesAt(leadCreatePayloadSchema, { address: berlin, country: "US" }, "country"),
    ).toEqual([validation.countryRequired]);
  });

  it("holds the address's postal code, given as text or object, to the country", () => {
    expect(
      messagesAt(
        leadCreatePayloadSchema,
        { address: "Via del Corso 1, Roma, 0018", country: "IT" },
        "address.postalCode",
      ),
    ).toEqual(["Enter a postal code like 00184 for Italy"]);
    expect(
      leadCreatePayloadSchema.safeParse({
        address: { ...berlin, postalCode: "D02 X285" },
        country: "IE",
      }).success,
    ).toBe(true);
  });

  it("is checked with the address on update; either alone is checked against the stored lead", () => {
    expect(
      messagesAt(
        leadUpdateInput,
        { id: leadId, address: berlin, country: "AT" },
        "address.postalCode",
      ),
    ).toEqual(["Enter a postal code like 1010 for Austria"]);
    expect(leadUpdateInput.parse({ id: leadId, country: "AT" })).toEqual({
      id: leadId,
      country: "AT",
    });
    expect(messagesAt(leadUpdateInput, { id: leadId, country: null }, "country")).toEqual([
      validation.countryRequired,
    ]);
  });
});

describe("leadUpdatePayloadSchema", () => {
  it("accepts an empty update", () => {
    expect(leadUpdatePayloadSchema.parse({})).toEqual({});
  });

  it("accepts the fields of PUT /api/workflow/leads/{id}", () => {
    const payload = leadUpdatePayloadSchema.parse({
      title: "Starlink Installation in Berlin",
      description: "Dish on a flat roof",
      address: "Hauptstr. 1, 10115 Berlin",
      preferredStartDate: "2025-06-02",
      preferredEndDate: "2025-06-06",
      photos: ["aGVsbG8="],
    });
    expect(payload.address).toEqual(berlin);
    expect(payload.preferredEndDate).toBe("2025-06-06");
  });

  it("clears a clearable field given null or an empty string, and leaves an absent one alone", () => {
    const payload = leadUpdatePayloadSchema.parse({
      preferredStartDate: "",
      preferredEndDate: null,
      timeRange: "",
      specialRequirements: "  ",
    });
    expect(payload).toEqual({
      preferredStartDate: null,
      preferredEndDate: null,
      timeRange: null,
      specialRequirements: null,
    });
    expect("scheduledAt" in payload).toBe(false);
  });

  it("keeps the edit minimum for the description", () => {
    expect(messagesAt(leadUpdatePayloadSchema, { description: "short" }, "description")).toEqual([
      validation.descriptionMin,
    ]);
  });

  it("refuses a malformed date and a reversed range", () => {
    expect(
      messagesAt(
        leadUpdatePayloadSchema,
        { preferredStartDate: "02.06.2025" },
        "preferredStartDate",
      ),
    ).toEqual([validation.dateInvalid]);
    expect(
      messagesAt(
        leadUpdatePayloadSchema,
        { preferredStartDate: "2025-06-02", preferredEndDate: "2025-06-01" },
        "preferredEndDate",
      ),
    ).toEqual([validation.endDateBeforeStart]);
  });
});

describe("lead inputs", () => {
  it("name a lead by its uuid", () => {
    expect(leadIdInput.parse({ id: leadId })).toEqual({ id: leadId });
    expect(messagesAt(leadIdInput, { id: "42" }, "id")).toEqual([validation.idInvalid]);
  });

  it("join the id to the update payload", () => {
    expect(leadUpdateInput.parse({ id: leadId, city: "ignored", timeRange: "" })).toEqual({
      id: leadId,
      timeRange: null,
    });
    expect(fieldsWithIssues(leadUpdateInput, { description: "Dish on a flat roof" })).toEqual([
      "id",
    ]);
  });

  it("let an installer name a positive price when accepting", () => {
    expect(acceptLeadInput.parse({ id: leadId })).toEqual({ id: leadId });
    expect(acceptLeadInput.parse({ id: leadId, value: 249.5 })).toEqual({
      id: leadId,
      value: 249.5,
    });
    for (const value of [0, -10, 1_000_001, "250"]) {
      expect(messagesAt(acceptLeadInput, { id: leadId, value }, "value")).toEqual([
        validation.valueInvalid,
      ]);
    }
  });
});

describe("revisionSchema", () => {
  it("wants written feedback", () => {
    expect(revisionSchema.parse({ feedback: " Cable is loose " })).toEqual({
      feedback: "Cable is loose",
    });
    expect(messagesAt(revisionSchema, { feedback: "   " }, "feedback")).toEqual([
      validation.feedbackRequired,
    ]);
    expect(messagesAt(revisionSchema, {}, "feedback")).toEqual([validation.feedbackRequired]);
  });
});
