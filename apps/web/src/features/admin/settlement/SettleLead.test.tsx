import {
  configure,
  fireEvent,
  screen,
  waitFor,
  within,
  type BoundFunctions,
  type queries,
} from "@testing-library/react";
import {
  LEAD_STATUSES,
  messages,
  SETTLEMENT_NOTE_MAX_LENGTH,
  type AdminLead,
  type PaymentDispute,
} from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { blur, errorOf, field, type } from "../../../test/fields";
import { INSTALLER_ID } from "../../../test/leads";
import { renderRoute } from "../../../test/renderRoute";
import { data, trpcError, type StubRoutes } from "../../../test/stubApi";
import type { ProcedureReply } from "../../../test/trpcWire";
import { formatDate } from "../../leads/leadFormat";
import { aSettlement, anAdminLead, signedInAsAdmin } from "../testing/adminFixtures";

configure({ asyncUtilTimeout: 5000 });

const { validation, settlement } = messages;
const SHARE = "Installer's share (€)";

const disputed = anAdminLead({
  title: "Starlink Installation in Munich",
  status: "DISPUTED",
  installerId: INSTALLER_ID,
  value: 350,
});

function rowOf(title: string) {
  const tr = screen.getByText(title).closest("tr");
  if (!tr) throw new Error(`no row holds ${title}`);
  return within(tr);
}

/**
 * The leads tab with `leads`, `admin.settleLead` answering `answer` and the lead's
 * disputes `disputes`; opens the dialog of the disputed lead, once its form is offered.
 */
async function openSettle(
  answer: NonNullable<StubRoutes["admin.settleLead"]>,
  leads: () => AdminLead[] = () => [disputed],
  disputes: NonNullable<StubRoutes["admin.leadDisputes"]> = () => data([]),
) {
  const api = signedInAsAdmin({
    "admin.leads": () => data(leads()),
    "admin.settleLead": answer,
    "admin.leadDisputes": disputes,
  });
  renderRoute("/admin-dashboard?tab=leads");
  fireEvent.click(await screen.findByRole("button", { name: `Settle ${disputed.title}` }));
  const dialog = within(await screen.findByRole("dialog", { name: "Settle lead" }));
  await dialog.findByRole("button", { name: "Settle" });
  return { api, dialog };
}

function choose(dialog: BoundFunctions<typeof queries>, outcome: string) {
  fireEvent.click(dialog.getByRole("radio", { name: outcome }));
}

function confirm(dialog: BoundFunctions<typeof queries>) {
  fireEvent.click(dialog.getByRole("button", { name: "Settle" }));
}

// Whole-app renders are slow on a busy two-core machine.
describe("settling a lead from the admin dashboard", { timeout: 20_000 }, () => {
  it("offers Settle exactly on the leads whose money is held", async () => {
    const leads = LEAD_STATUSES.map((status) =>
      anAdminLead({ title: `Lead that is ${status}`, status }),
    );
    signedInAsAdmin({ "admin.leads": () => data(leads) });
    renderRoute("/admin-dashboard?tab=leads");
    await screen.findByRole("table", { name: "Leads" });

    const settleable = LEAD_STATUSES.filter(
      (status) =>
        rowOf(`Lead that is ${status}`).queryByRole("button", { name: /^Settle/ }) !== null,
    );
    expect(settleable).toEqual(["ACCEPTED", "ON_SITE", "DONE", "REVISION", "DISPUTED"]);
  });

  it("splits a dispute: shows what the customer gets back, posts the share and note, then shows the settlement", async () => {
    let leads = [disputed];
    const settled = {
      ...disputed,
      status: "APPROVED" as const,
      settlement: aSettlement({ installerEuros: 200.1, refundedEuros: 149.9 }),
    };
    const { api, dialog } = await openSettle(
      () => {
        leads = [settled];
        return data(settled);
      },
      () => leads,
    );
    expect(
      dialog.getByText(/€350 is held in escrow for “Starlink Installation in Munich”/),
    ).toBeTruthy();

    choose(dialog, "Split between them");
    type(SHARE, "200.10");
    expect(dialog.getByText(/The customer gets back €149\.90/)).toBeTruthy();
    type("Note", "  The dish works; the cable was left loose.  ");
    confirm(dialog);

    expect(await screen.findByText(settlement.settled.title)).toBeTruthy();
    expect(api.sent("admin.settleLead").map((call) => call.input)).toEqual([
      {
        id: disputed.id,
        outcome: "split",
        installerEuros: 200.1,
        note: "The dish works; the cable was left loose.",
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = rowOf(disputed.title);
    expect(
      await row.findByText("€200.10 to the installer, €149.90 refunded to the customer"),
    ).toBeTruthy();
    expect(row.getByText("Approved")).toBeTruthy();
    expect(row.queryByRole("button", { name: /^Settle/ })).toBeNull();
  });

  it("offers the outcomes once the lead's disputes have answered, so nothing arrives above a choice being made", async () => {
    const dispute: PaymentDispute = {
      id: "dp_open",
      amountEuros: 350,
      reason: "product_unacceptable",
      status: "needs_response",
      openedAt: "2026-03-02T09:00:00.000Z",
      closedAt: null,
      outcome: null,
    };
    let answerDisputes: (reply: ProcedureReply<PaymentDispute[]>) => void = () => {};
    const api = signedInAsAdmin({
      "admin.leads": () => data([disputed]),
      "admin.leadDisputes": () =>
        new Promise((resolve) => {
          answerDisputes = resolve;
        }),
    });
    renderRoute("/admin-dashboard?tab=leads");
    fireEvent.click(await screen.findByRole("button", { name: `Settle ${disputed.title}` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Settle lead" }));
    await waitFor(() => expect(api.sent("admin.leadDisputes")).toHaveLength(1));
    expect(dialog.queryByRole("radio", { name: "Split between them" })).toBeNull();

    answerDisputes(data([dispute]));
    const disputes = await dialog.findByRole("region", { name: "Payment disputes" });
    choose(dialog, "Split between them");
    const split = dialog.getByRole<HTMLInputElement>("radio", { name: "Split between them" });
    expect(split.checked).toBe(true);
    expect(disputes.compareDocumentPosition(split) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(dialog.getByLabelText(SHARE)).toBeTruthy();
  });

  it("offers the outcomes below the notice when the lead's disputes could not load", async () => {
    const { dialog } = await openSettle(
      () => data(disputed),
      () => [disputed],
      () => trpcError(500, "The database is away."),
    );
    expect(dialog.getByText("The payment disputes could not be loaded.")).toBeTruthy();
    choose(dialog, "Split between them");
    expect(
      dialog.getByRole<HTMLInputElement>("radio", { name: "Split between them" }).checked,
    ).toBe(true);
  });

  it("releases or refunds everything without naming a share, even after one was typed for a split", async () => {
    const { api, dialog } = await openSettle(() =>
      data({ ...disputed, status: "CANCELLED", settlement: aSettlement({ outcome: "refund" }) }),
    );
    choose(dialog, "Split between them");
    type(SHARE, "100");
    choose(dialog, "Refund everything to the customer");
    expect(dialog.queryByLabelText(SHARE)).toBeNull();
    type("Note", "The installer never came.");
    confirm(dialog);

    expect(await screen.findByText(settlement.settled.title)).toBeTruthy();
    expect(api.sent("admin.settleLead").map((call) => call.input)).toEqual([
      { id: disputed.id, outcome: "refund", note: "The installer never came." },
    ]);
  });

  it("asks for an outcome and a note before sending anything", async () => {
    const { api, dialog } = await openSettle(() => data(disputed));
    confirm(dialog);

    expect(dialog.getByText(settlement.outcomeRequired)).toBeTruthy();
    expect(errorOf("Note")).toBe(validation.settlementNoteRequired);
    type("Note", "   ");
    blur("Note");
    expect(errorOf("Note")).toBe(validation.settlementNoteRequired);
    type("Note", "a".repeat(SETTLEMENT_NOTE_MAX_LENGTH + 1));
    blur("Note");
    expect(errorOf("Note")).toBe(validation.settlementNoteTooLong);
    expect(api.sent("admin.settleLead")).toEqual([]);
  });

  it("holds a split's share above €0 and below the amount held", async () => {
    const { api, dialog } = await openSettle(() => data(disputed));
    choose(dialog, "Split between them");
    type("Note", "Half the work was done.");

    confirm(dialog);
    expect(errorOf(SHARE)).toBe(validation.settlementEurosRequired);

    type(SHARE, "0");
    confirm(dialog);
    expect(errorOf(SHARE)).toBe(validation.valueInvalid);

    type(SHARE, "350");
    confirm(dialog);
    expect(errorOf(SHARE)).toBe(settlement.installerShareTooLarge("350"));
    expect(dialog.queryByText(/The customer gets back/)).toBeNull();

    type(SHARE, "420");
    blur(SHARE);
    expect(errorOf(SHARE)).toBe(settlement.installerShareTooLarge("350"));
    expect(api.sent("admin.settleLead")).toEqual([]);

    type(SHARE, "349.99");
    expect(dialog.getByText(/The customer gets back €0\.01/)).toBeTruthy();
  });

  it("shows the server's refusal and keeps the dialog as it was", async () => {
    const refusal = "This request is APPROVED, so it cannot be settled.";
    const { api, dialog } = await openSettle(() => trpcError(409, refusal));
    choose(dialog, "Release everything to the installer");
    type("Note", "The work is fine.");
    confirm(dialog);

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(api.sent("admin.settleLead")).toHaveLength(1);
    expect(screen.getByRole("dialog", { name: "Settle lead" })).toBeTruthy();
    expect(field("Note").value).toBe("The work is fine.");
    expect(
      dialog.getByRole<HTMLInputElement>("radio", { name: "Release everything to the installer" })
        .checked,
    ).toBe(true);
  });

  it("falls back to 'Failed to settle lead' when the server gives no reason", async () => {
    const { dialog } = await openSettle(() => trpcError(502, ""));
    choose(dialog, "Release everything to the installer");
    type("Note", "The work is fine.");
    confirm(dialog);
    expect(await screen.findByText(settlement.failed)).toBeTruthy();
  });

  it("shows how each settled lead was settled, with its date and note", async () => {
    const released = anAdminLead({
      title: "Released lead",
      status: "APPROVED",
      settlement: aSettlement({
        outcome: "release",
        installerEuros: 350,
        refundedEuros: 0,
        note: "Work accepted on review.",
      }),
    });
    const refunded = anAdminLead({
      title: "Refunded lead",
      status: "CANCELLED",
      settlement: aSettlement({ outcome: "refund", installerEuros: 0, refundedEuros: 420.5 }),
    });
    signedInAsAdmin({ "admin.leads": () => data([released, refunded]) });
    renderRoute("/admin-dashboard?tab=leads");
    await screen.findByRole("table", { name: "Leads" });

    expect(rowOf("Released lead").getByText("€350 released to the installer")).toBeTruthy();
    expect(rowOf("Released lead").getByText("Work accepted on review.")).toBeTruthy();
    expect(
      rowOf("Released lead").getByText(`Settled ${formatDate("2026-03-05T12:00:00.000Z")}`),
    ).toBeTruthy();
    expect(rowOf("Refunded lead").getByText("€420.50 refunded to the customer")).toBeTruthy();
  });
});
