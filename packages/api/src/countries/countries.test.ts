import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import { COUNTRY_CODES, messages, POSTAL_CODE_FORMATS } from "@uplink/domain";
import {
  anonymousContext,
  callerAs,
  COUNTRY_CASES,
  createCaller,
  createLead,
  createUser,
  createVerifiedInstaller,
  leadInStatus,
  refusalOf,
  signedInAdmin,
  useTestApi,
} from "../testing";

/*
 * Addresses and phone numbers per country (issue 14) through the procedures: a request,
 * an account and an installer profile naming a country have their postal code written
 * the country's way and their phone number stored in E.164, and are refused with a
 * message naming the country's format otherwise; those made without one keep working.
 */

const api = useTestApi();
let customer: UserRow;
let caller: Awaited<ReturnType<typeof callerAs>>;

beforeAll(async () => {
  customer = await createUser(api.db, { role: "customer" });
  caller = await callerAs(api.deps, customer);
});

const street = "Main Street 1";

describe.each(COUNTRY_CASES)("a request in $country", (c) => {
  it(`stores ${c.postalCode[0]} as ${c.postalCode[1]} beside its country`, async () => {
    const lead = await caller.leads.create({
      address: { street, city: "Capital", postalCode: c.postalCode[0] },
      country: c.country,
    });
    expect(lead.country).toBe(c.country);
    expect(lead.address.postalCode).toBe(c.postalCode[1]);
    const { lead: read } = await caller.leads.byId({ id: lead.id });
    expect(read).toMatchObject({ country: c.country, address: { postalCode: c.postalCode[1] } });
  });

  it(`refuses ${c.wrongPostalCode}, naming the format`, async () => {
    const refusal = await refusalOf(
      caller.leads.create({
        address: `${street}, Capital, ${c.wrongPostalCode}`,
        country: c.country,
      }),
    );
    expect(refusal.code).toBe("BAD_REQUEST");
    expect(refusal.message).toContain(c.postalCodeMessage);
  });
});

describe("every served country", () => {
  it("can be a request's, with the postal code its format shows as an example", async () => {
    for (const country of COUNTRY_CODES) {
      const postalCode = POSTAL_CODE_FORMATS[country].example;
      const lead = await caller.leads.create({
        address: { street, city: "Capital", postalCode },
        country: country.toLowerCase(),
      });
      expect([lead.country, lead.address.postalCode]).toEqual([country, postalCode]);
    }
  });

  it("is the only kind of country taken", async () => {
    for (const country of ["US", "UK", "Germany", "D"]) {
      expect(
        await refusalOf(
          caller.leads.create({ address: { street, city: "X", postalCode: "1" }, country }),
        ),
      ).toMatchObject({ code: "BAD_REQUEST" });
    }
  });
});

describe("changing a request's country or address", () => {
  const created = (postalCode: string, country?: "DE" | "NL") =>
    caller.leads.create({
      address: { street, city: "Town", postalCode },
      ...(country ? { country } : {}),
    });

  it("holds a new address to the stored country", async () => {
    const lead = await created("1012 AB", "NL");
    const refusal = await refusalOf(
      caller.leads.update({
        id: lead.id,
        address: { street, city: "Utrecht", postalCode: "3511" },
      }),
    );
    expect(refusal).toEqual({
      code: "BAD_REQUEST",
      message: "Enter a postal code like 1012 AB for Netherlands",
    });
    const moved = await caller.leads.update({
      id: lead.id,
      address: { street, city: "Utrecht", postalCode: "3511lx" },
    });
    expect(moved).toMatchObject({ country: "NL", address: { postalCode: "3511 LX" } });
  });

  it("holds the stored postal code to a new country", async () => {
    const lead = await created("10115", "DE");
    expect(await refusalOf(caller.leads.update({ id: lead.id, country: "NL" }))).toEqual({
      code: "BAD_REQUEST",
      message: "Enter a postal code like 1012 AB for Netherlands",
    });
    const austrian = await caller.leads.update({
      id: lead.id,
      country: "AT",
      address: { street, city: "Wien", postalCode: "1010" },
    });
    expect(austrian).toMatchObject({
      country: "AT",
      address: { city: "Wien", postalCode: "1010" },
    });
  });

  it("leaves the country alone when only the description changes", async () => {
    const lead = await created("10115", "DE");
    const described = await caller.leads.update({
      id: lead.id,
      description: "Roof mount on a flat roof, please",
    });
    expect(described.country).toBe("DE");
  });
});

describe("a request made before countries were asked for", () => {
  it("lists, opens and edits as before, and takes a country later", async () => {
    const old = await createLead(api.db, customer.id);
    expect(old.country).toBeNull();

    const listed = await caller.leads.list({});
    expect(listed.find((lead) => lead.id === old.id)).toMatchObject({
      country: null,
      address: { city: "Berlin", postalCode: "10115" },
    });
    const { lead } = await caller.leads.byId({ id: old.id });
    expect(lead.country).toBeNull();
    const installer = await createVerifiedInstaller(api.db);
    expect(
      (await (await callerAs(api.deps, installer)).leads.list({})).find((row) => row.id === old.id),
    ).toMatchObject({ country: null });
    const { caller: admin } = await signedInAdmin(api.deps);
    expect((await admin.admin.leads({})).find((row) => row.id === old.id)?.country).toBeNull();

    // Any postal code, as before, until a country is named.
    const edited = await caller.leads.update({
      id: old.id,
      address: { street, city: "Springfield", postalCode: "SPR 42" },
    });
    expect(edited).toMatchObject({ country: null, address: { postalCode: "SPR 42" } });
    const named = await caller.leads.update({
      id: old.id,
      country: "IE",
      address: { street, city: "Dublin", postalCode: "d02x285" },
    });
    expect(named).toMatchObject({ country: "IE", address: { postalCode: "D02 X285" } });
  });
});

describe.each(COUNTRY_CASES)("an account in $country", (c) => {
  const signUp = (phone: string) =>
    anonymousContext(api.deps, { ip: `10.14.0.${COUNTRY_CASES.indexOf(c) + 1}` }).then((ctx) =>
      createCaller(ctx).auth.signUp({
        firstName: "Ana",
        lastName: "Country",
        email: `${c.country.toLowerCase()}.${phone.length}.${Date.now()}@example.com`,
        phone,
        country: c.country,
        role: "customer",
        password: "correct horse",
      }),
    );

  it(`stores the phone number ${c.phone[0]} as ${c.phone[1]}`, async () => {
    const { user } = await signUp(c.phone[0]);
    expect(user).toMatchObject({ phone: c.phone[1], country: c.country });
  });

  it(`refuses ${c.wrongPhone}, naming the country`, async () => {
    const refusal = await refusalOf(signUp(c.wrongPhone));
    expect(refusal.code).toBe("BAD_REQUEST");
    expect(refusal.message).toContain(c.phoneMessage);
  });
});

describe("an account without a country", () => {
  const signUp = (email: string, phone: string) =>
    anonymousContext(api.deps, { ip: "10.14.1.1" }).then((ctx) =>
      createCaller(ctx).auth.signUp({
        firstName: "Ana",
        lastName: "Before",
        email,
        phone,
        role: "customer",
        password: "correct horse",
      }),
    );

  it("keeps a national phone number as given, as the documented sign-up body has no country", async () => {
    const { user } = await signUp("ana.before@example.com", "0151 23456789");
    expect(user).toMatchObject({ phone: "0151 23456789", country: null });
  });

  it("stores a number in international form in E.164: it names its own country", async () => {
    const { user } = await signUp("ana.abroad@example.com", "+48 601 284 937");
    expect(user).toMatchObject({ phone: "+48601284937", country: null });
    const refusal = await refusalOf(signUp("ana.impossible@example.com", "+49 151 12"));
    expect(refusal.code).toBe("BAD_REQUEST");
    expect(refusal.message).toContain(messages.validation.phoneInvalid);
  });
});

describe.each(COUNTRY_CASES)("an installer profile in $country", (c) => {
  it("writes the service postal code the country's way and the phone number in E.164", async () => {
    const installer = await callerAs(api.deps, await createVerifiedInstaller(api.db));
    const profile = await installer.installer.onboard({
      companyName: "Sat Mount",
      servicePostalCode: c.postalCode[0],
      serviceRadiusKm: 50,
      phone: c.phone[0],
      country: c.country,
    });
    expect(profile).toMatchObject({
      servicePostalCode: c.postalCode[1],
      phone: c.phone[1],
      country: c.country,
    });
    expect(await installer.installer.profile()).toEqual(profile);
  });

  it("refuses a postal code and a phone number that are not the country's", async () => {
    const installer = await callerAs(api.deps, await createVerifiedInstaller(api.db));
    const profile = {
      companyName: "Sat Mount",
      servicePostalCode: c.wrongPostalCode,
      serviceRadiusKm: 50,
      phone: c.phone[0],
      country: c.country,
    };
    const wrongPostalCode = await refusalOf(installer.installer.onboard(profile));
    expect(wrongPostalCode.message).toContain(c.postalCodeMessage);
    const wrongPhone = await refusalOf(
      installer.installer.onboard({
        ...profile,
        servicePostalCode: c.postalCode[0],
        phone: c.wrongPhone,
      }),
    );
    expect(wrongPhone.message).toContain(c.phoneMessage);
  });
});

describe("an installer profile without a country", () => {
  it("takes its postal code and phone number as before", async () => {
    const installer = await callerAs(api.deps, await createVerifiedInstaller(api.db));
    expect(
      await installer.installer.onboard({
        companyName: "Sat Mount",
        servicePostalCode: "anything",
        serviceRadiusKm: 20,
        phone: "call 0151 23456789",
      }),
    ).toMatchObject({ servicePostalCode: "anything", phone: "call 0151 23456789", country: null });
  });
});

describe("a phone number stored in E.164", () => {
  it("is shown in full to its owner and masked as before to the other party", async () => {
    const ctx = await anonymousContext(api.deps, { ip: "10.14.1.2" });
    const { user, token } = await createCaller(ctx).auth.signUp({
      firstName: "Marie",
      lastName: "Dupont",
      email: "marie.dupont@example.com",
      phone: "06 12 34 56 78",
      country: "FR",
      role: "customer",
      password: "correct horse",
    });
    expect(user.phone).toBe("+33612345678");
    expect(
      (
        await createCaller(
          await anonymousContext(api.deps, { authorization: `Bearer ${token}` }),
        ).auth.me()
      ).user.phone,
    ).toBe("+33612345678");

    const installer = await createVerifiedInstaller(api.db);
    const lead = await leadInStatus(api.db, user.id, "ACCEPTED", installer.id);
    const installerCaller = await callerAs(api.deps, installer);
    const { conversation } = await installerCaller.leads.byId({ id: lead.id });
    const seen = await installerCaller.conversation.byId({ id: conversation?.id ?? "" });
    const marie = seen.participants.find((person) => person.id === user.id);
    expect(marie?.phone).toBe("+33 •••• ••• 78");
    expect(JSON.stringify(seen)).not.toContain("612345678");
  });
});
