import { configure, screen, within } from "@testing-library/react";
import type { ListedLead, Role } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { aDetail, aLead, CUSTOMER_ID, INSTALLER_ID, OTHER_ID } from "../../../test/leads";
import { renderRoute } from "../../../test/renderRoute";
import { aUser, data, signedInAs } from "../../../test/stubApi";

/* Where the held money goes without a click: the automatic release and a settlement (issue 11). */

configure({ asyncUtilTimeout: 5000 });

const LEAD_ID = aLead().id;
const RELEASE_AT = "2026-03-20T10:00:00.000Z";

function openDetail(role: Role, userId: string, lead: ListedLead) {
  signedInAs(aUser({ id: userId, role }), {
    "leads.list": () => data([lead]),
    "leads.byId": () => data(aDetail(lead)),
  });
  renderRoute(`/dashboard?lead=${LEAD_ID}`);
}

function releaseSentence(iso: string) {
  const date = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(new Date(iso));
  return `Payment is released automatically on ${date} unless you approve or ask for a revision.`;
}

// Whole-app renders are slow on a busy two-core machine.
describe("money outcomes on the lead detail", { timeout: 20_000 }, () => {
  it.each<[string, Role, string]>([
    ["the customer", "customer", CUSTOMER_ID],
    ["the assigned installer", "installer", INSTALLER_ID],
  ])("tells %s when a finished job's payment is released automatically", async (_who, role, id) => {
    openDetail(
      role,
      id,
      aLead({ status: "DONE", installerId: INSTALLER_ID, autoReleaseAt: RELEASE_AT }),
    );
    expect(await screen.findByText(releaseSentence(RELEASE_AT))).toBeTruthy();
  });

  it.each<[string, Partial<ListedLead>]>([
    ["a job that is not finished", { status: "ON_SITE", autoReleaseAt: RELEASE_AT }],
    ["a job without a release date", { status: "DONE", autoReleaseAt: null }],
    ["a disputed job", { status: "DISPUTED", autoReleaseAt: RELEASE_AT }],
  ])("says nothing of an automatic release on %s", async (_what, overrides) => {
    openDetail("customer", CUSTOMER_ID, aLead({ installerId: INSTALLER_ID, ...overrides }));
    expect(await screen.findByRole("heading", { name: "Actions" })).toBeTruthy();
    expect(screen.queryByText(/released automatically/)).toBeNull();
  });

  it("shows a settled job's outcome, amounts and the administrator's note", async () => {
    openDetail(
      "installer",
      INSTALLER_ID,
      aLead({
        status: "APPROVED",
        installerId: INSTALLER_ID,
        settlement: {
          outcome: "split",
          installerEuros: 200,
          refundedEuros: 150.5,
          note: "Half the dish mount was missing.",
          settledAt: "2026-03-22T12:00:00.000Z",
        },
      }),
    );
    const settlement = within(await screen.findByRole("region", { name: "Settlement" }));
    expect(
      settlement.getByText("Payment split between the installer and the customer"),
    ).toBeTruthy();
    expect(
      settlement.getByText("To the installer (before the platform fee):").parentElement
        ?.textContent,
    ).toBe("To the installer (before the platform fee): €200");
    expect(settlement.getByText("Refunded to the customer:").parentElement?.textContent).toBe(
      "Refunded to the customer: €150.50",
    );
    expect(settlement.getByText(/Half the dish mount was missing\./)).toBeTruthy();
  });

  it("shows a refund settlement to the customer of a cancelled job", async () => {
    openDetail(
      "customer",
      CUSTOMER_ID,
      aLead({
        status: "CANCELLED",
        installerId: OTHER_ID,
        settlement: {
          outcome: "refund",
          installerEuros: 0,
          refundedEuros: 350,
          note: "The installer never came.",
          settledAt: "2026-03-22T12:00:00.000Z",
        },
      }),
    );
    const settlement = within(await screen.findByRole("region", { name: "Settlement" }));
    expect(settlement.getByText("Payment refunded to the customer")).toBeTruthy();
    expect(settlement.getByText(/The installer never came\./)).toBeTruthy();
  });

  it("shows no settlement on a lead that was never settled", async () => {
    openDetail("customer", CUSTOMER_ID, aLead({ status: "APPROVED", installerId: INSTALLER_ID }));
    expect(await screen.findByRole("heading", { name: "Actions" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Settlement" })).toBeNull();
  });
});
