import { configure, fireEvent, screen, within } from "@testing-library/react";
import type { PaymentDispute } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { aDetail, aLead, CUSTOMER_ID, INSTALLER_ID } from "../../../test/leads";
import { renderRoute } from "../../../test/renderRoute";
import { aUser, data, signedInAs } from "../../../test/stubApi";
import { formatDate } from "../../leads/leadFormat";
import { anAdminLead, signedInAsAdmin } from "../testing/adminFixtures";

/* Issue 24: the administrator settling a lead sees the banks' disputes of its payment. */

configure({ asyncUtilTimeout: 5000 });

const OPENED = "2026-03-02T09:00:00.000Z";
const CLOSED = "2026-03-20T16:30:00.000Z";

const lost: PaymentDispute = {
  id: "dp_lost",
  amountEuros: 150,
  reason: "fraudulent",
  status: "lost",
  openedAt: OPENED,
  closedAt: CLOSED,
  outcome: "lost",
};
const open: PaymentDispute = {
  id: "dp_open",
  amountEuros: 49.5,
  reason: "product_not_received",
  status: "needs_response",
  openedAt: OPENED,
  closedAt: null,
  outcome: null,
};

const disputed = aLead({ status: "DISPUTED", installerId: INSTALLER_ID });

function disputesSection() {
  return within(screen.getByRole("region", { name: "Payment disputes" }));
}

function expectBothDisputes() {
  const [first, second] = disputesSection().getAllByRole("listitem");
  const closed = within(first!);
  expect(closed.getByText("€150")).toBeTruthy();
  expect(closed.getByText("Fraudulent")).toBeTruthy();
  expect(closed.getByText("Lost")).toBeTruthy();
  expect(closed.getByText(formatDate(CLOSED))).toBeTruthy();
  expect(closed.getByText("Lost: the bank took the payment back")).toBeTruthy();
  const stillOpen = within(second!);
  expect(stillOpen.getByText("€49.50")).toBeTruthy();
  expect(stillOpen.getByText("Work not received")).toBeTruthy();
  expect(stillOpen.getByText("Needs a response")).toBeTruthy();
  expect(stillOpen.getByText(formatDate(OPENED))).toBeTruthy();
  expect(stillOpen.getByText("Still open")).toBeTruthy();
}

// Whole-app renders are slow on a busy two-core machine.
describe("a lead's payment disputes", { timeout: 20_000 }, () => {
  it("are shown to the administrator on the lead's detail, closed and open", async () => {
    const api = signedInAsAdmin({
      "leads.list": () => data([disputed]),
      "leads.byId": () => data(aDetail(disputed)),
      "admin.leadDisputes": () => data([lost, open]),
    });
    renderRoute(`/dashboard?lead=${disputed.id}`);

    await screen.findByRole("region", { name: "Payment disputes" });
    expectBothDisputes();
    expect(api.sent("admin.leadDisputes").map((call) => call.input)).toEqual([{ id: disputed.id }]);
  });

  it("are shown in the Settle dialog of the leads tab", async () => {
    const lead = anAdminLead({
      id: disputed.id,
      title: "Disputed dish",
      status: "DISPUTED",
      installerId: INSTALLER_ID,
    });
    signedInAsAdmin({
      "admin.leads": () => data([lead]),
      "admin.leadDisputes": () => data([lost, open]),
    });
    renderRoute("/admin-dashboard?tab=leads");

    fireEvent.click(await screen.findByRole("button", { name: "Settle Disputed dish" }));
    await screen.findByRole("region", { name: "Payment disputes" });
    expectBothDisputes();
  });

  it("are neither asked for nor shown to the lead's customer", async () => {
    const api = signedInAs(aUser({ id: CUSTOMER_ID, role: "customer" }), {
      "leads.list": () => data([disputed]),
      "leads.byId": () => data(aDetail(disputed)),
      "admin.leadDisputes": () => data([lost]),
    });
    renderRoute(`/dashboard?lead=${disputed.id}`);

    await screen.findByRole("heading", { name: disputed.title, level: 1 });
    expect(screen.queryByRole("region", { name: "Payment disputes" })).toBeNull();
    expect(api.sent("admin.leadDisputes")).toEqual([]);
  });
});
