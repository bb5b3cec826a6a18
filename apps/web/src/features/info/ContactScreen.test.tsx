import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { followFooterLink, pageHeading } from "../../test/footer";
import { currentLocation } from "../../test/renderRoute";
import { data, stubApi } from "../../test/stubApi";

function configWith(contactEmail: string | null) {
  stubApi({
    "config.get": () =>
      data({
        clerkPublishableKey: null,
        platformFeePercent: 10,
        contactEmail,
        paymentProvider: "simulated",
      }),
  });
}

it("opens Contact from the landing footer, with the address the deployment publishes", async () => {
  configWith("support@uplink.example");
  followFooterLink("Contact");

  expect((await pageHeading("Contact")).count).toBe(1);
  expect(currentLocation()).toBe("/contact");
  const address = await screen.findByRole("link", { name: "support@uplink.example" });
  expect(address.getAttribute("href")).toBe("mailto:support@uplink.example");
});

it("invents no address when the deployment publishes none", async () => {
  configWith(null);
  followFooterLink("Contact");

  expect(
    await screen.findByText(
      "This site has not published a contact address. For a job, use its chat or open a dispute on its request page.",
    ),
  ).toBeTruthy();
  expect(screen.queryByRole("link", { name: /@/ })).toBeNull();
});
