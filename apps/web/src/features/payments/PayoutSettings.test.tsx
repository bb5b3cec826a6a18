import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { PayoutStatus } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";
import { aUser, data, signedInAs, type StubRoutes } from "../../test/stubApi";
import { departuresToProvider } from "./testing/providerDeparture";

/* Issue 24: an installer's payouts in Settings, and the button that sets them up. */

configure({ asyncUtilTimeout: 5000 });

const ONBOARDING_URL = "https://connect.stripe.test/setup/e/acct_123";
const installer = aUser({ role: "installer", verificationStatus: "APPROVED" });

async function openSettings(status: PayoutStatus, routes: StubRoutes = {}) {
  const api = signedInAs(installer, {
    "installer.payouts": () => data(status),
    "installer.startPayouts": () => data({ url: ONBOARDING_URL }),
    ...routes,
  });
  renderRoute("/");
  fireEvent.click(await screen.findByRole("button", { name: /^Account menu for / }));
  await screen.findAllByRole("menuitem");
  fireEvent.click(screen.getByRole("menuitem", { name: "Settings" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Settings" }));
  return { api, payouts: within(await dialog.findByRole("region", { name: "Payouts" })) };
}

const leave = departuresToProvider();

describe("an installer's payouts in Settings", { timeout: 20_000 }, () => {
  it("not started: says so, and Set up payouts opens the provider's onboarding", async () => {
    const { api, payouts } = await openSettings({ status: "not_started" });
    expect(await payouts.findByText("Not set up yet")).toBeTruthy();
    fireEvent.click(payouts.getByRole("button", { name: "Set up payouts" }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(ONBOARDING_URL), {
      timeout: 15_000,
    });
    expect(api.sent("installer.startPayouts")).toHaveLength(1);
  });

  it("pending: offers to continue the setup", async () => {
    const { payouts } = await openSettings({ status: "pending", accountId: "acct_123" });
    expect(await payouts.findByText("Setup pending")).toBeTruthy();
    expect(payouts.getByRole("button", { name: "Continue payout setup" })).toBeTruthy();
  });

  it("enabled: says so, with no button, and the test mode notice with simulated payments", async () => {
    const { payouts } = await openSettings({ status: "enabled", accountId: "acct_123" });
    expect(await payouts.findByText("Payouts enabled")).toBeTruthy();
    expect(payouts.queryByRole("button")).toBeNull();
    expect(await payouts.findByText("Test mode — no real money moves")).toBeTruthy();
  });
});
