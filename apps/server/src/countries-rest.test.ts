import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "@uplink/api/server";
import { COUNTRY_CASES, createLead, createUser } from "@uplink/api/testing";
import type { UserRow } from "@uplink/db";
import { COUNTRY_CODES, messages, type Lead, type LeadDetail } from "@uplink/domain";
import { buildTestApp, signInCast, type SignedInCast, type TestApp } from "./test-support";

/*
 * Addresses and phone numbers per country (issue 14) on the documented REST paths: the
 * bodies of SPEC §7 keep working without a country; with one, postal codes and phone
 * numbers are held to the country's formats and the refusals are 400s a person can read.
 */

let t: TestApp;
let customer: UserRow;
let installer: UserRow;
let bearer: SignedInCast["bearer"];

beforeAll(async () => {
  t = await buildTestApp();
  ({ customer, installer, bearer } = await signInCast(t.database.db));
});
afterAll(async () => {
  await t.close();
});

interface ErrorBody {
  code: string;
  message: string;
  issues?: { path: (string | number)[]; message: string }[];
}

const send = (method: "POST" | "PUT" | "GET", url: string, user: UserRow, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(user),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe.each(COUNTRY_CASES)("POST and PUT /api/workflow/leads in $country", (c) => {
  it(`store ${c.postalCode[0]} as ${c.postalCode[1]}, and refuse ${c.wrongPostalCode} with a 400 naming the format`, async () => {
    const created = await send("POST", "/api/workflow/leads", customer, {
      address: `Main Street 1, Capital, ${c.postalCode[0]}`,
      country: c.country,
    });
    expect(created.statusCode, created.body).toBe(200);
    const lead = created.json<Lead>();
    expect(lead).toMatchObject({ country: c.country, address: { postalCode: c.postalCode[1] } });

    const refused = await send("POST", "/api/workflow/leads", customer, {
      address: { street: "Main Street 1", city: "Capital", postalCode: c.wrongPostalCode },
      country: c.country,
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<ErrorBody>();
    expect(body).toMatchObject({ code: "BAD_REQUEST", message: c.postalCodeMessage });
    expect(body.issues).toContainEqual(
      expect.objectContaining({ path: ["address", "postalCode"], message: c.postalCodeMessage }),
    );

    const edited = await send("PUT", `/api/workflow/leads/${lead.id}`, customer, {
      address: { street: "Main Street 2", city: "Capital", postalCode: c.wrongPostalCode },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json<ErrorBody>()).toMatchObject({
      code: "BAD_REQUEST",
      message: c.postalCodeMessage,
    });
  });
});

describe("a lead's country on REST", () => {
  it("is optional, as the documented body has none", async () => {
    const created = await send("POST", "/api/workflow/leads", customer, {
      title: "Starlink Installation in Springfield",
      description: "Starlink installation request",
      address: "Evergreen Terrace 742, Springfield, SPR 42",
      scheduledAt: "2030-06-02",
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<Lead>()).toMatchObject({
      country: null,
      address: { postalCode: "SPR 42" },
    });
  });

  it("is refused when it is no served country, with 'Please select a country'", async () => {
    for (const country of ["US", "UK", 49]) {
      const refused = await send("POST", "/api/workflow/leads", customer, {
        address: "Hauptstraße 1, Berlin, 10115",
        country,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().message).toBe(messages.validation.countryRequired);
    }
  });

  it("keeps a lead inserted without one listing, opening and editable", async () => {
    const old = await createLead(t.database.db, customer.id);
    const list = await send("GET", "/api/workflow/leads", customer);
    expect(list.statusCode).toBe(200);
    expect(list.json<Lead[]>().find((lead) => lead.id === old.id)).toMatchObject({
      country: null,
      address: { city: "Berlin", postalCode: "10115" },
    });
    const forInstaller = await send("GET", "/api/workflow/leads", installer);
    expect(forInstaller.json<Lead[]>().find((lead) => lead.id === old.id)?.country).toBeNull();

    const detail = await send("GET", `/api/workflow/leads/${old.id}`, customer);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<LeadDetail>().lead.country).toBeNull();

    const edited = await send("PUT", `/api/workflow/leads/${old.id}`, customer, {
      description: "Roof mount on a flat roof, please",
      address: "Hauptstraße 2, Berlin, 10117",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Lead>()).toMatchObject({ country: null, address: { postalCode: "10117" } });
  });
});

describe.each(COUNTRY_CASES)("POST /api/auth/signup in $country", (c) => {
  const signUp = (phone: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      remoteAddress: `10.15.0.${COUNTRY_CASES.indexOf(c) + 1}`,
      payload: {
        firstName: "Ana",
        lastName: "Country",
        email: `rest.${c.country.toLowerCase()}.${phone.length}@example.com`,
        phone,
        country: c.country,
        role: "installer",
        password: "correct horse",
      },
    });

  it(`stores ${c.phone[0]} as ${c.phone[1]} and refuses ${c.wrongPhone}`, async () => {
    const created = await signUp(c.phone[0]);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<{ user: unknown }>().user).toMatchObject({
      phone: c.phone[1],
      country: c.country,
    });

    const refused = await signUp(c.wrongPhone);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: "BAD_REQUEST",
      message: c.phoneMessage,
    });
  });
});

describe.each(COUNTRY_CASES)("POST /api/installer/onboard in $country", (c) => {
  it("writes the postal code the country's way and the phone in E.164, and refuses others'", async () => {
    const onboarding = await createUser(t.database.db, { role: "installer" });
    const headers = {
      authorization: `Bearer ${(await createSession(t.database.db, onboarding.id)).token}`,
    };
    const profile = {
      companyName: "Sat Mount",
      servicePostalCode: c.postalCode[0],
      serviceRadiusKm: 50,
      phone: c.phone[0],
      country: c.country,
    };
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/installer/onboard",
      headers,
      payload: profile,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      servicePostalCode: c.postalCode[1],
      phone: c.phone[1],
      country: c.country,
    });

    const refused = await t.app.inject({
      method: "POST",
      url: "/api/installer/onboard",
      headers,
      payload: { ...profile, servicePostalCode: c.wrongPostalCode, phone: c.wrongPhone },
    });
    expect(refused.statusCode).toBe(400);
    const { issues } = refused.json<ErrorBody>();
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ["servicePostalCode"], message: c.postalCodeMessage }),
        expect.objectContaining({ path: ["phone"], message: c.phoneMessage }),
      ]),
    );
  });
});

describe("a phone number in international form names its own country", () => {
  const typed: [string, string][] = [
    ["+48 601 284 937", "+48601284937"],
    ["+33 6 12 34 56 78", "+33612345678"],
    ["0044 7400 123456", "+447400123456"],
  ];
  const impossible = "+49 151 12";

  const signUp = (email: string, phone: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      remoteAddress: "10.16.0.1",
      payload: {
        firstName: "Ana",
        lastName: "Abroad",
        email,
        phone,
        role: "customer",
        password: "correct horse",
      },
    });

  it("sign-up without a country stores it in E.164 and refuses an impossible one", async () => {
    for (const [index, [phone, e164]] of typed.entries()) {
      const created = await signUp(`intl.${index}@example.com`, phone);
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json<{ user: unknown }>().user).toMatchObject({ phone: e164, country: null });
    }
    const refused = await signUp("intl.impossible@example.com", impossible);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<ErrorBody>().issues).toContainEqual(
      expect.objectContaining({ path: ["phone"], message: messages.validation.phoneInvalid }),
    );
    // A national number without a country is kept as typed, as before.
    const national = await signUp("intl.national@example.com", "0151 23456789");
    expect(national.json<{ user: unknown }>().user).toMatchObject({ phone: "0151 23456789" });
  });

  it("installer onboarding without a country stores it in E.164 and refuses an impossible one", async () => {
    const onboarding = await createUser(t.database.db, { role: "installer" });
    const profile = { companyName: "Sat Mount", servicePostalCode: "10115", serviceRadiusKm: 50 };
    const { token } = await createSession(t.database.db, onboarding.id);
    const onboard = (phone: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/installer/onboard",
        headers: { authorization: `Bearer ${token}` },
        payload: { ...profile, phone },
      });
    for (const [phone, e164] of typed) {
      const saved = await onboard(phone);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ phone: e164, country: null });
    }
    const refused = await onboard(impossible);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<ErrorBody>().issues).toContainEqual(
      expect.objectContaining({ path: ["phone"], message: messages.validation.phoneInvalid }),
    );
    expect((await onboard("030 12345678")).json()).toMatchObject({ phone: "030 12345678" });
  });
});

describe("the OpenAPI document", () => {
  it("documents the country of leads, accounts and installer profiles, in and out", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const text = (path: string, method: string) => JSON.stringify(document.paths[path]?.[method]);
    for (const [path, method] of [
      ["/workflow/leads", "post"],
      ["/workflow/leads/{id}", "put"],
      ["/auth/signup", "post"],
      ["/installer/onboard", "post"],
    ] as const) {
      expect(text(path, method)).toMatch(/"requestBody".*"country"/);
    }
    const leadAnswer = text("/workflow/leads/{id}", "get");
    expect(leadAnswer).toContain('"country"');
    for (const code of COUNTRY_CODES) expect(leadAnswer).toContain(`"${code}"`);
  });
});
