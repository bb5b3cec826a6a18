import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { LeadPayment, ListedLead, Role } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { aDetail, aLead, CUSTOMER_ID, INSTALLER_ID } from "../../test/leads";
import { renderRoute } from "../../test/renderRoute";
import { aUser, data, signedInAs, type StubRoutes } from "../../test/stubApi";
import { departuresToProvider } from "./testing/providerDeparture";

/* Issue 24: a lead's payment on its detail, for its customer and its installer. */

configure({ asyncUtilTimeout: 5000 });

const CHECKOUT_URL = "https://checkout.stripe.test/c/pay/cs_test_123";
const accepted = aLead({ status: "ACCEPTED", installerId: INSTALLER_ID, value: 150 });
const awaiting: LeadPayment = {
  status: "awaiting",
  amount: 150,
  currency: "EUR",
  dueAt: "2026-03-20T10:00:00.000Z",
};

function openDetail(
  role: Role,
  userId: string,
  lead: ListedLead,
  payment: LeadPayment | null,
  routes: StubRoutes = {},
) {
  const api = signedInAs(aUser({ id: userId, role }), {
    "leads.list": () => data([lead]),
    "leads.byId": () => data(aDetail(lead, [], payment)),
    ...routes,
  });
  renderRoute(`/dashboard?lead=${lead.id}`);
  return api;
}

const stripeConfig = () =>
  data({
    clerkPublishableKey: null,
    platformFeePercent: 10,
    contactEmail: null,
    paymentProvider: "stripe" as const,
  });

const leave = departuresToProvider();

describe("a lead's payment", { timeout: 20_000 }, () => {
  it("offers the customer Pay €150, which opens the checkout the server answers", async () => {
    const api = openDetail("customer", CUSTOMER_ID, accepted, awaiting, {
      "config.get": stripeConfig,
      "leads.pay": () => data({ url: CHECKOUT_URL }),
    });
    const card = within(await screen.findByRole("region", { name: "Payment" }));
    expect(card.getByText("Awaiting payment")).toBeTruthy();
    fireEvent.click(card.getByRole("button", { name: "Pay €150" }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL), {
      timeout: 15_000,
    });
    expect(api.sent("leads.pay").map((call) => call.input)).toEqual([{ id: accepted.id }]);
    expect(card.queryByText("Test mode — no real money moves")).toBeNull();
  });

  it("with simulated payments stays on the lead, which reads again as held", async () => {
    let held = false;
    openDetail("customer", CUSTOMER_ID, accepted, awaiting, {
      "leads.byId": () =>
        data(aDetail(accepted, [], held ? { ...awaiting, status: "held", dueAt: null } : awaiting)),
      "leads.pay": () => {
        held = true;
        return data({ url: `${window.location.origin}/dashboard?lead=${accepted.id}` });
      },
    });
    const card = within(await screen.findByRole("region", { name: "Payment" }));
    expect(await card.findByText("Test mode — no real money moves")).toBeTruthy();
    fireEvent.click(card.getByRole("button", { name: "Pay €150" }));
    expect(await card.findByText("Payment held")).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
  });

  it("tells the installer the job awaits payment, without a Pay button", async () => {
    openDetail("installer", INSTALLER_ID, accepted, awaiting);
    const card = within(await screen.findByRole("region", { name: "Payment" }));
    expect(card.getByText("Awaiting payment")).toBeTruthy();
    expect(card.queryByRole("button", { name: /^Pay/ })).toBeNull();
  });

  it.each<[LeadPayment["status"], string]>([
    ["held", "Payment held"],
    ["released", "Payment released"],
    ["refunded", "Payment refunded"],
    ["partially_refunded", "Payment partly refunded"],
  ])("says %s as %s", async (status, words) => {
    openDetail("installer", INSTALLER_ID, accepted, { ...awaiting, status, dueAt: null });
    const card = within(await screen.findByRole("region", { name: "Payment" }));
    expect(card.getByText(words)).toBeTruthy();
    expect(card.queryByRole("button", { name: /^Pay/ })).toBeNull();
  });

  it("is not shown before a priced job is accepted", async () => {
    openDetail("customer", CUSTOMER_ID, aLead(), null);
    expect(await screen.findByRole("heading", { name: "Actions" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Payment" })).toBeNull();
  });
});
