import { configure, fireEvent, screen, within } from "@testing-library/react";
import { LEAD_REASON_MAX_LENGTH, messages, type Lead, type Role } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { aDetail, aLead, CUSTOMER_ID, INSTALLER_ID } from "../../../test/leads";
import { renderRoute } from "../../../test/renderRoute";
import { aUser, json, signedInAs } from "../../../test/stubApi";

/* Cancel, withdraw and dispute on the lead detail (issue 11). */

configure({ asyncUtilTimeout: 5000 });

const LEAD_ID = aLead().id;
const DETAIL = `GET /api/workflow/leads/${LEAD_ID}`;
const post = (action: string) => `POST /api/workflow/leads/${LEAD_ID}/${action}`;

function openDetail(role: Role, userId: string, lead: Lead, routes = {}) {
  const api = signedInAs(aUser({ id: userId, role }), {
    "GET /api/workflow/leads": () => json([lead]),
    [DETAIL]: () => json(aDetail(lead)),
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
      [post("cancel")]: () => json(aLead({ status: "CANCELLED" })),
    });
    fireEvent.click((await actionsCard()).getByRole("button", { name: "Cancel request" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this request?" });
    expect(within(dialog).getByText(/Nothing has been paid for this request yet/)).toBeTruthy();
    expect(api.sent(post("cancel"))).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
    expect(await screen.findByText(messages.toasts.requestCancelled.title)).toBeTruthy();
    expect(api.sent(post("cancel"))[0]?.body).toEqual({});
  });

  it("names the refund when cancelling an accepted request, and sends the reason", async () => {
    const api = openDetail(
      "customer",
      CUSTOMER_ID,
      aLead({ status: "ACCEPTED", installerId: INSTALLER_ID }),
      {
        [post("cancel")]: () => json(aLead({ status: "CANCELLED" })),
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
    expect(api.sent(post("cancel"))).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), {
      target: { value: " We moved " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
    expect(await screen.findByText(messages.toasts.requestCancelled.title)).toBeTruthy();
    expect(api.sent(post("cancel"))[0]?.body).toEqual({ reason: "We moved" });
  });

  it("keeps the request when the customer thinks better of it", async () => {
    const api = openDetail("customer", CUSTOMER_ID, aLead());
    fireEvent.click((await actionsCard()).getByRole("button", { name: "Cancel request" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this request?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep request" }));
    expect(api.sent(post("cancel"))).toHaveLength(0);
  });

  it("withdraws only with a reason", async () => {
    const api = openDetail(
      "installer",
      INSTALLER_ID,
      aLead({ status: "ACCEPTED", installerId: INSTALLER_ID }),
      { [post("withdraw")]: () => json(aLead({ status: "NEW" })) },
    );
    const card = await actionsCard();
    fireEvent.click(card.getByRole("button", { name: "Withdraw" }));
    expect(await card.findByText(messages.validation.reasonRequired)).toBeTruthy();
    expect(api.sent(post("withdraw"))).toHaveLength(0);

    fireEvent.change(card.getByLabelText(/Why are you withdrawing\?/), {
      target: { value: " My van broke down " },
    });
    fireEvent.click(card.getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText(messages.toasts.jobWithdrawn.title)).toBeTruthy();
    expect(api.sent(post("withdraw"))[0]?.body).toEqual({ reason: "My van broke down" });
  });

  it.each<[string, Role, string, Lead["status"]]>([
    ["the customer", "customer", CUSTOMER_ID, "DONE"],
    ["the installer", "installer", INSTALLER_ID, "REVISION"],
  ])("lets %s open a dispute with a reason", async (_who, role, userId, status) => {
    const api = openDetail(role, userId, aLead({ status, installerId: INSTALLER_ID }), {
      [post("dispute")]: () => json(aLead({ status: "DISPUTED", installerId: INSTALLER_ID })),
    });
    const card = await actionsCard();
    fireEvent.click(card.getByRole("button", { name: "Open a dispute" }));
    expect(await card.findByText(messages.validation.reasonRequired)).toBeTruthy();
    expect(api.sent(post("dispute"))).toHaveLength(0);

    fireEvent.change(card.getByLabelText(/What is wrong\?/), {
      target: { value: "The dish points at a tree" },
    });
    fireEvent.click(card.getByRole("button", { name: "Open a dispute" }));
    expect(await screen.findByText(messages.toasts.disputeOpened.title)).toBeTruthy();
    expect(api.sent(post("dispute"))[0]?.body).toEqual({ reason: "The dish points at a tree" });
  });
});
