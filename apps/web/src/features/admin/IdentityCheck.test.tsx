import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { PendingInstaller } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";
import { data } from "../../test/stubApi";
import { anInstaller, signedInAsAdmin } from "./testing/adminFixtures";

/*
 * Issue 24, vetting: beside each installer awaiting review, what the payment provider
 * said of their identity, and a question before approving one it has not verified.
 */

configure({ asyncUtilTimeout: 5000 });

function configOf(paymentProvider: "simulated" | "stripe") {
  return () =>
    data({
      clerkPublishableKey: null,
      platformFeePercent: 10,
      contactEmail: null,
      paymentProvider,
    });
}

async function approvals(installer: PendingInstaller, provider: "simulated" | "stripe") {
  const api = signedInAsAdmin({
    "config.get": configOf(provider),
    "admin.pendingInstallers": () => data([installer]),
    "admin.approveInstaller": () => data({ ...installer, status: "APPROVED" }),
  });
  renderRoute("/admin-dashboard?tab=approvals");
  const table = await screen.findByRole("table", { name: "Approvals" }, { timeout: 15_000 });
  const cell = await within(table).findByText(`${installer.firstName} ${installer.lastName}`);
  const row = cell.closest("tr");
  if (!row) throw new Error("no row");
  return { api, row: within(row) };
}

describe("an installer's identity in Approvals", { timeout: 20_000 }, () => {
  it("unverified: says what is still required, and asks before approving", async () => {
    const installer = anInstaller({
      firstName: "Una",
      lastName: "Unchecked",
      payoutVerification: {
        identityVerified: false,
        requirementsDue: ["individual.verification.document"],
        disabledReason: "requirements.past_due",
      },
    });
    const { api, row } = await approvals(installer, "stripe");
    expect(await row.findByText("Identity not verified")).toBeTruthy();
    expect(row.getByText("Still required: individual.verification.document")).toBeTruthy();
    expect(row.getByText("Account disabled: requirements.past_due")).toBeTruthy();

    fireEvent.click(row.getByRole("button", { name: "Approve" }));
    const dialog = within(
      await screen.findByRole("dialog", { name: "Approve without a verified identity?" }),
    );
    expect(api.sent("admin.approveInstaller")).toHaveLength(0);
    fireEvent.click(dialog.getByRole("button", { name: "Approve anyway" }));
    await waitFor(() => expect(api.sent("admin.approveInstaller")).toHaveLength(1));
  });

  it("verified: approves at once", async () => {
    const installer = anInstaller({
      firstName: "Vera",
      lastName: "Verified",
      payoutVerification: { identityVerified: true, requirementsDue: [], disabledReason: null },
    });
    const { api, row } = await approvals(installer, "stripe");
    expect(await row.findByText("Identity verified")).toBeTruthy();
    fireEvent.click(row.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(api.sent("admin.approveInstaller")).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("with simulated payments says plainly that no identity check was made", async () => {
    const { row } = await approvals(
      anInstaller({ firstName: "Sim", lastName: "Ulated" }),
      "simulated",
    );
    expect(
      await row.findByText("No identity check was made: payments are simulated (test mode)."),
    ).toBeTruthy();
  });
});
