import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "@uplink/db";
import {
  callerAs,
  createLead,
  createUser,
  createVerifiedInstaller,
  leadInStatus,
  refusalOf,
  useTestApi,
} from "../testing";
import { speakEveryLanguage } from "../i18n/catalogues";

/*
 * Issue 25, "Invite to quote": from their NEW request a customer invites an APPROVED
 * installer, who gets a mail in their language and a notice linking to the request; they
 * still accept or offer through the usual flow.
 */

const api = useTestApi({ smtp: true });
beforeAll(() => speakEveryLanguage());

const as = (user: UserRow) => callerAs(api.deps, user);
const invite = async (by: UserRow, leadId: string, installerId: string) =>
  (await as(by)).invitations.invite({ id: leadId, installerId });

async function scene() {
  const customer = await createUser(api.db, { role: "customer", emailVerified: true });
  const installer = await createVerifiedInstaller(api.db);
  const lead = await createLead(api.db, customer.id);
  return { customer, installer, lead };
}

describe("inviting an installer to quote", () => {
  it("mails the installer in their language and leaves a notice linking to the request", async () => {
    const { customer, installer, lead } = await scene();
    await api.db
      .updateTable("users")
      .set({ locale: "de" })
      .where("id", "=", installer.id)
      .execute();
    expect(await invite(customer, lead.id, installer.id)).toEqual({
      leadId: lead.id,
      installerId: installer.id,
      createdAt: expect.any(String),
    });
    const [mail] = await api.smtp.mailsTo(installer.email);
    expect(mail?.subject).toBe(`Einladung zu einem Angebot: ${lead.title}`);
    expect(mail?.text).toContain(`${customer.firstName} lädt Sie ein`);
    expect(mail?.text).toContain(`/installer/dashboard?lead=${lead.id}`);
    const notices = await (await as(installer)).notices.list({});
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body).toContain(`„${lead.title}“`);
    expect(notices[0]?.body).toContain(`/installer/dashboard?lead=${lead.id}`);
    // The usual flow: the invited installer accepts it as any other.
    const accepted = await (await as(installer)).leads.accept({ id: lead.id });
    expect("status" in accepted && accepted.status).toBe("ACCEPTED");
  });

  it("refuses inviting the same installer twice (409)", async () => {
    const { customer, installer, lead } = await scene();
    await invite(customer, lead.id, installer.id);
    const refusal = await refusalOf(invite(customer, lead.id, installer.id));
    expect(refusal).toEqual({
      code: "CONFLICT",
      message: "You have already invited this installer to quote on this request.",
    });
  });

  it("refuses another customer's request (404) and a request no longer NEW (409)", async () => {
    const { customer, installer, lead } = await scene();
    const other = await createUser(api.db, { role: "customer" });
    expect((await refusalOf(invite(other, lead.id, installer.id))).code).toBe("NOT_FOUND");
    const taken = await leadInStatus(api.db, customer.id, "ACCEPTED", installer.id);
    const another = await createVerifiedInstaller(api.db);
    expect((await refusalOf(invite(customer, taken.id, another.id))).code).toBe("CONFLICT");
    expect((await refusalOf(invite(customer, crypto.randomUUID(), installer.id))).code).toBe(
      "NOT_FOUND",
    );
  });

  it("refuses an installer not APPROVED, a customer and an unknown id alike (404)", async () => {
    const { customer, lead } = await scene();
    const pending = await createVerifiedInstaller(api.db, "ACCEPTED");
    const someone = await createUser(api.db, { role: "customer" });
    for (const id of [pending.id, someone.id, crypto.randomUUID()]) {
      expect((await refusalOf(invite(customer, lead.id, id))).code).toBe("NOT_FOUND");
    }
    expect(
      await api.db
        .selectFrom("quoteInvitations")
        .selectAll()
        .where("leadId", "=", lead.id)
        .execute(),
    ).toEqual([]);
  });

  it("is for customers only: an installer cannot invite (403)", async () => {
    const { installer, lead } = await scene();
    const other = await createVerifiedInstaller(api.db);
    expect((await refusalOf(invite(installer, lead.id, other.id))).code).toBe("FORBIDDEN");
  });
});
