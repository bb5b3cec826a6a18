import { describe, expect, it } from "vitest";
import { said, inEnglish } from "@uplink/domain";
import {
  callerAs,
  createUser,
  createVerifiedInstaller,
  refusalOf,
  useStripeTestApi,
} from "../testing";

const api = useStripeTestApi();

async function installerIn(country: string | null) {
  const installer = await createVerifiedInstaller(api.db);
  await api.db.updateTable("users").set({ country }).where("id", "=", installer.id).execute();
  return { installer, caller: await callerAs(api.stripeDeps, installer) };
}

describe("installer payouts with Stripe Connect", () => {
  it("has not started before the installer onboards", async () => {
    const { caller } = await installerIn("DE");
    expect(await caller.installer.payouts()).toEqual({ status: "not_started" });
  });

  it("creates one Express account however often the installer clicks, and answers an onboarding link", async () => {
    const { installer, caller } = await installerIn("AT");
    const before = api.stripe.callsTo("POST", "/v1/accounts").length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => caller.installer.startPayouts()),
    );

    const created = api.stripe.callsTo("POST", "/v1/accounts").slice(before);
    expect(created).toHaveLength(1);
    expect(created[0]?.params).toMatchObject({
      type: "express",
      country: "AT",
      email: installer.email,
      capabilities: { transfers: { requested: "true" } },
      metadata: { userId: installer.id },
    });
    const status = await caller.installer.payouts();
    expect(status).toMatchObject({ status: "pending", accountId: expect.stringMatching(/^acct_/) });
    for (const { url } of answers) expect(url).toContain(status.accountId);
    const links = api.stripe
      .callsTo("POST", "/v1/account_links")
      .filter((call) => call.params.account === status.accountId);
    expect(links).toHaveLength(5);
    expect(links[0]?.params).toMatchObject({
      type: "account_onboarding",
      return_url: "http://uplink.test/?payouts=return",
      refresh_url: "http://uplink.test/?payouts=refresh",
    });
  });

  it("refuses onboarding without a country to open the account in", async () => {
    const { caller } = await installerIn(null);
    expect(await refusalOf(caller.installer.startPayouts())).toEqual({
      code: "CONFLICT",
      message: inEnglish(said.server.installerProfileMissing),
    });
  });

  it("is for installers only", async () => {
    const customer = await createUser(api.db, { role: "customer", emailVerified: true });
    const caller = await callerAs(api.stripeDeps, customer);
    expect((await refusalOf(caller.installer.startPayouts())).code).toBe("FORBIDDEN");
    expect((await refusalOf(caller.installer.payouts())).code).toBe("FORBIDDEN");
  });
});

describe("simulated payouts", () => {
  it("need no onboarding: the link leads back to the site and payouts are enabled at once", async () => {
    const installer = await createVerifiedInstaller(api.db);
    await api.db
      .updateTable("users")
      .set({ country: "PL" })
      .where("id", "=", installer.id)
      .execute();
    const caller = await callerAs(api.deps, installer);
    expect(await caller.installer.startPayouts()).toEqual({
      url: "http://uplink.test/?payouts=return",
    });
    expect(await caller.installer.payouts()).toEqual({
      status: "enabled",
      accountId: `simulated_${installer.id}`,
    });
  });
});
