import { describe, expect, it } from "vitest";
import {
  acceptedLead,
  callerAs,
  createLead,
  createUser,
  createVerifiedInstaller,
  useTestApi,
} from "../testing";

const api = useTestApi();

describe("paying with simulated payments", () => {
  it("is one click: the price is held as the job is accepted, so Pay leads back to the lead", async () => {
    const customer = await createUser(api.db, { role: "customer", emailVerified: true });
    const installer = await createVerifiedInstaller(api.db);
    const lead = await createLead(api.db, customer.id);
    acceptedLead(await (await callerAs(api.deps, installer)).leads.accept({ id: lead.id }));

    const asCustomer = await callerAs(api.deps, customer);
    expect(await asCustomer.leads.pay({ id: lead.id })).toEqual({
      url: `http://uplink.test/dashboard?lead=${lead.id}`,
    });
    const asInstaller = await callerAs(api.deps, installer);
    expect((await asInstaller.leads.markOnSite({ id: lead.id })).status).toBe("ON_SITE");
  });
});
