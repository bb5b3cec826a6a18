import { configure, fireEvent, screen, within } from "@testing-library/react";
import { LEAD_REASON_MAX_LENGTH, messages, type ListedLead, type Role } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { aDetail, aLead, CUSTOMER_ID, INSTALLER_ID } from "../../../test/leads";
import { renderRoute } from "../../../test/renderRoute";
import { aUser, data, signedInAs, type StubRoutes } from "../../../test/stubApi";

/* Cancel, withdraw and dispute on the lead detail (issue 11). */

configure({ asyncUtilTimeout: 5000 });

const LEAD_ID = aLead().id;

function openDetail(role: Role, userId: string, lead: ListedLead, routes: StubRoutes = {}) {
  const api = signedInAs(aUser({ id: userId, role }), {
    "leads.list": () => data([lead]),
    "leads.byId": () => data(aDetail(lead)),
    ...routes,
  });
  renderRoute(`/dashboard?lead=${LEAD_ID}`);
  return api;
}

async function actionsCard() {
  const heading = await screen.findByRole("heading", { name: "Actions" });
  return within(heading.closest(".mantine-Card-root") as HTMLElement);
}

// Whole-app renders are slow on a busy two-core machine.
describe("leaving the happy path", { timeout: 20_000 }, () => {
  it("cancels a new request after a confirmation that nothing was paid", async () => {
    const api = openDetail("customer", CUSTOMER_ID, aLead(), {
      "leads.cancel": () => data(aLead({ status: "CANCELLED" })),
    });
    fireEvent.click((await actionsCard()).getByRole("button", { name: "Cancel request" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this request?" });
    expect(within(dialog).getByText(/Nothing has been paid for this request yet/)).toBeTruthy();
    expect(api.sent("leads.cancel")).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
    expect(await screen.findByText(messages.toasts.requestCancelled.title)).toBeTruthy();
    expect(api.sent("leads.cancel")[0]?.input).toEqual({ id: LEAD_ID });
  });

  it("names the refund when cancelling an accepted request, and sends the reason", async () => {
    const api = openDetail(
      "customer",
      CUSTOMER_ID,
      aLead({ status: "ACCEPTED", installerId: INSTALLER_ID }),
      {
        "leads.cancel": () => data(aLead({ status: "CANCELLED" })),
      },
    );
    fireEvent.click((await actionsCard()).getByRole("button", { name: "Cancel request" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this request?" });
    expect(
      within(dialog).getByText(/The €350 held in escrow is refunded to you in full/),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), {
      target: { value: "x".repeat(LEAD_REASON_MAX_LENGTH + 1) },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
    expect(await within(dialog).findByText(messages.validation.reasonTooLong)).toBeTruthy();
    expect(api.sent("leads.cancel")).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), {
      target: { value: " We moved " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
    expect(await screen.findByText(messages.toasts.requestCancelled.title)).toBeTruthy();
    expect(api.sent("leads.cancel")[0]?.input).toEqual({ id: LEAD_ID, reason: "We moved" });
  });

  it("says nothing was paid when cancelling an accepted request whose payment is still awaited", async () => {
    const accepted = aLead({ status: "ACCEPTED", installerId: INSTALLER_ID });
    openDetail("customer", CUSTOMER_ID, accepted, {
      "leads.byId": () =>
        data(
          aDetail(accepted, [], {
            status: "awaiting",
            amount: 350,
            currency: "EUR",
            dueAt: "2030-01-03T10:00:00.000Z",
          }),
        ),
    });
    fireEvent.click((await actionsCard()).getByRole("button", { name: "Cancel request" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this request?" });
    expect(within(dialog).getByText(/Nothing has been paid for this request yet/)).toBeTruthy();
    expect(within(dialog).queryByText(/held in escrow/)).toBeNull();
  });

  it("keeps the request when the customer thinks better of it", async () => {
    const api = openDetail("customer", CUSTOMER_ID, aLead());
    fireEvent.click((await actionsCard()).getByRole("button", { name: "Cancel request" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this request?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep request" }));
    expect(api.sent("leads.cancel")).toHaveLength(0);
  });

  it("withdraws only with a reason", async () => {
    const api = openDetail(
      "installer",
      INSTALLER_ID,
      aLead({ status: "ACCEPTED", installerId: INSTALLER_ID }),
      { "leads.withdraw": () => data(aLead({ status: "NEW" })) },
    );
    const card = await actionsCard();
    fireEvent.click(card.getByRole("button", { name: "Withdraw" }));
    expect(await card.findByText(messages.validation.reasonRequired)).toBeTruthy();
    expect(api.sent("leads.withdraw")).toHaveLength(0);

    fireEvent.change(card.getByLabelText(/Why are you withdrawing\?/), {
      target: { value: " My van broke down " },
    });
    fireEvent.click(card.getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText(messages.toasts.jobWithdrawn.title)).toBeTruthy();
    expect(screen.getByText(messages.toasts.jobWithdrawn.message)).toBeTruthy();
    expect(api.sent("leads.withdraw")[0]?.input).toEqual({
      id: LEAD_ID,
      reason: "My van broke down",
    });
  });

  it("says nothing is charged when withdrawing from a job whose payment is still awaited (Stripe)", async () => {
    const accepted = aLead({ status: "ACCEPTED", installerId: INSTALLER_ID });
    openDetail("installer", INSTALLER_ID, accepted, {
      "leads.byId": () =>
        data(
          aDetail(accepted, [], {
            status: "awaiting",
            amount: 350,
            currency: "EUR",
            dueAt: "2030-01-03T10:00:00.000Z",
          }),
        ),
      "leads.withdraw": () => data(aLead({ status: "NEW" })),
    });
    const card = await actionsCard();
    expect(
      await card.findByText(/the customer has not paid yet, so nothing is charged/),
    ).toBeTruthy();
    expect(card.queryByText(/payment is refunded/)).toBeNull();

    fireEvent.change(card.getByLabelText(/Why are you withdrawing\?/), {
      target: { value: "My van broke down" },
    });
    fireEvent.click(card.getByRole("button", { name: "Withdraw" }));
    expect(
      await screen.findByText(
        "The customer had not paid yet, so nothing was charged. The request is open to other installers.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(messages.toasts.jobWithdrawn.message)).toBeNull();
  });

  it.each<[string, Role, string, ListedLead["status"]]>([
    ["the customer", "customer", CUSTOMER_ID, "DONE"],
    ["the installer", "installer", INSTALLER_ID, "REVISION"],
  ])("lets %s open a dispute with a reason", async (_who, role, userId, status) => {
    const api = openDetail(role, userId, aLead({ status, installerId: INSTALLER_ID }), {
      "leads.dispute": () => data(aLead({ status: "DISPUTED", installerId: INSTALLER_ID })),
    });
    const card = await actionsCard();
    fireEvent.click(card.getByRole("button", { name: "Open a dispute" }));
    expect(await card.findByText(messages.validation.reasonRequired)).toBeTruthy();
    expect(api.sent("leads.dispute")).toHaveLength(0);

    fireEvent.change(card.getByLabelText(/What is wrong\?/), {
      target: { value: "The dish points at a tree" },
    });
    fireEvent.click(card.getByRole("button", { name: "Open a dispute" }));
    expect(await screen.findByText(messages.toasts.disputeOpened.title)).toBeTruthy();
    expect(api.sent("leads.dispute")[0]?.input).toEqual({
      id: LEAD_ID,
      reason: "The dish points at a tree",
    });
  });
});
