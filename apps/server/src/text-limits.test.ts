import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import { createUser } from "@uplink/api/testing";
import {
  BIO_MAX_LENGTH,
  CITY_MAX_LENGTH,
  LEAD_DESCRIPTION_MAX_LENGTH,
  LEAD_TITLE_MAX_LENGTH,
  messages,
  type Lead,
} from "@uplink/domain";
import { buildTestApp, type TestApp } from "./test-support";

/* Free text over its maximum is refused with its message before anything reads it. */

const { validation } = messages;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  const customer = await createUser(t.database.db, { role: "customer" });
  token = (await createSession(t.database.db, customer.id)).token;
});
afterAll(async () => {
  await t.close();
});

function post(url: string, payload: object) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}

describe("text limits on the REST surface", () => {
  it("refuses an installer's bio over 500 characters with its field message, in the reader's language", async () => {
    const installer = await createUser(t.database.db, {
      role: "installer",
      verificationStatus: "APPROVED",
    });
    const installerToken = (await createSession(t.database.db, installer.id)).token;
    const onboard = (bio: string, language = "en") =>
      t.app.inject({
        method: "POST",
        url: "/api/installer/onboard",
        headers: { authorization: `Bearer ${installerToken}`, "accept-language": language },
        payload: {
          companyName: "Sky Mounts GmbH",
          bio,
          country: "DE",
          serviceCity: "München",
          servicePostalCode: "80331",
          serviceRadiusKm: 50,
        },
      });
    expect(BIO_MAX_LENGTH).toBe(500);
    const refused = await onboard("a".repeat(501));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: validation.bioTooLong });
    expect(validation.bioTooLong).toContain("500");
    const german = await onboard("a".repeat(501), "de");
    expect(german.json()).toMatchObject({
      message: "Der Profiltext darf höchstens 500 Zeichen lang sein",
    });
    const saved = await onboard("a".repeat(500));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ bio: "a".repeat(500) });
  });

  it("refuses a description of 900,000 digits to quote with the description's maximum", async () => {
    // The time this takes is measured in packages/domain/bench; here only the answer.
    const response = await post("/api/ai/generate-quote", {
      description: `cable ${"1".repeat(900_000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: validation.descriptionTooLong });
    expect(response.body.length).toBeLessThan(10_000);
  });

  it("quotes a description at its maximum", async () => {
    const description = `Roof mount, ${"a".repeat(LEAD_DESCRIPTION_MAX_LENGTH - 12)}`;
    expect(description).toHaveLength(LEAD_DESCRIPTION_MAX_LENGTH);
    const response = await post("/api/ai/generate-quote", { description });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ value: number }>().value).toBeGreaterThan(0);
  });

  it("refuses a lead whose title is over its maximum, and creates none", async () => {
    const address = "Hauptstraße 1, Berlin, 10115";
    const refused = await post("/api/workflow/leads", {
      title: "a".repeat(LEAD_TITLE_MAX_LENGTH + 1),
      address,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: validation.titleTooLong });

    const listed = await t.app.inject({
      method: "GET",
      url: "/api/workflow/leads",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.json<Lead[]>()).toEqual([]);

    const title = "a".repeat(LEAD_TITLE_MAX_LENGTH);
    const created = await post("/api/workflow/leads", { title, address });
    expect(created.statusCode).toBe(200);
    expect(created.json<Lead>().title).toBe(title);
  });

  it("refuses an address whose city is over its maximum with the city's message", async () => {
    const response = await post("/api/workflow/leads", {
      address: `Hauptstraße 1, ${"B".repeat(CITY_MAX_LENGTH + 1)}, 10115`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: validation.cityTooLong });
  });

  it("refuses too long text the same way over tRPC", async () => {
    const response = await post("/trpc/ai.generateQuote", {
      description: "a".repeat(LEAD_DESCRIPTION_MAX_LENGTH + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(validation.descriptionTooLong);
  });
});
