import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { followFooterLink, pageHeading } from "../../test/footer";
import { currentLocation } from "../../test/renderRoute";
import { data, stubApi, trpcError } from "../../test/stubApi";

it("opens Pricing from the landing footer, with the fee this deployment is configured with", async () => {
  stubApi({
    "config.get": () =>
      data({
        clerkPublishableKey: null,
        platformFeePercent: 7.12,
        contactEmail: null,
        paymentProvider: "simulated",
      }),
  });
  followFooterLink("Pricing");

  expect((await pageHeading("Pricing")).count).toBe(1);
  expect(currentLocation()).toBe("/pricing");
  expect(
    await screen.findByText(
      "The platform fee is 7.12% of each released payment, rounded down to the cent. It is kept from the installer's payout.",
    ),
  ).toBeTruthy();
});

it("says the fee could not be loaded rather than guessing one", async () => {
  stubApi({ "config.get": () => trpcError(503, "Service unavailable.") });
  followFooterLink("Pricing");

  expect(
    await screen.findByText(
      "The current platform fee could not be loaded. Please reload the page.",
    ),
  ).toBeTruthy();
  expect(screen.queryByText(/The platform fee is/)).toBeNull();
});
