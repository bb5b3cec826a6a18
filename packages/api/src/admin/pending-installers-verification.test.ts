import { describe, expect, it } from "vitest";
import { recordPayoutAccount } from "../payouts/payout-accounts";
import { createUser, signedInAdmin, useTestApi } from "../testing";

/*
 * Issue 24, vetting: administrators see, beside each installer awaiting review, what the
 * payment provider last said of their identity (account.updated), or that they have not
 * started the payout onboarding.
 */

const api = useTestApi();

async function pendingInstaller() {
  return createUser(api.db, { role: "installer", verificationStatus: "ACCEPTED" });
}

describe("installers awaiting review", () => {
  it("carry their connected account's verification state, or null before onboarding", async () => {
    const verified = await pendingInstaller();
    const due = await pendingInstaller();
    const notStarted = await pendingInstaller();
    await api.db
      .insertInto("payoutAccounts")
      .values([
        { userId: verified.id, providerAccountId: `acct_${verified.id.slice(0, 8)}` },
        { userId: due.id, providerAccountId: `acct_${due.id.slice(0, 8)}` },
      ])
      .execute();
    await recordPayoutAccount(api.db, {
      accountId: `acct_${verified.id.slice(0, 8)}`,
      enabled: true,
      identityVerified: true,
      requirementsDue: [],
      disabledReason: null,
    });
    await recordPayoutAccount(api.db, {
      accountId: `acct_${due.id.slice(0, 8)}`,
      enabled: false,
      identityVerified: false,
      requirementsDue: ["individual.verification.document"],
      disabledReason: "requirements.past_due",
    });

    const { caller } = await signedInAdmin(api.deps);
    const listed = await caller.admin.pendingInstallers({ limit: 100 });
    const verificationOf = (id: string) =>
      listed.find((installer) => installer.id === id)?.payoutVerification;
    expect(verificationOf(verified.id)).toEqual({
      identityVerified: true,
      requirementsDue: [],
      disabledReason: null,
    });
    expect(verificationOf(due.id)).toEqual({
      identityVerified: false,
      requirementsDue: ["individual.verification.document"],
      disabledReason: "requirements.past_due",
    });
    expect(verificationOf(notStarted.id)).toBeNull();
  });
});
