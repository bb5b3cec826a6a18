import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aDetail, aLead, CUSTOMER_ID, INSTALLER_ID, OTHER_ID } from "../../test/leads";
import { renderRoute } from "../../test/renderRoute";
import { aUser, data, signedInAs } from "../../test/stubApi";

/*
 * Issue 25: ratings where decisions are made. The customer sees their installer's rating
 * on the job card and the lead detail, with "About your installer" linking to the
 * profile; an installer weighing a NEW request sees its customer's rating.
 */

configure({ asyncUtilTimeout: 5000 });

const customer = aUser({ id: CUSTOMER_ID, role: "customer" });
const installer = aUser({ id: OTHER_ID, role: "installer", verificationStatus: "APPROVED" });
const accepted = aLead({
  title: "Dish on the barn",
  status: "ACCEPTED",
  installerId: INSTALLER_ID,
  installerRating: { average: 4.5, count: 2 },
});

async function card(title: string) {
  return within(await screen.findByRole("article", { name: title }));
}

describe("ratings on job cards and the lead detail", { timeout: 20_000 }, () => {
  it("shows the customer their installer's rating on the card, linking to the profile", async () => {
    signedInAs(customer, { "leads.list": () => data([aLead(), accepted]) });
    renderRoute("/dashboard");

    const barn = await card("Dish on the barn");
    expect(barn.getByText("Installer: 4.5 out of 5 from 2 reviews")).toBeTruthy();
    expect(barn.getByRole("link", { name: "About your installer" }).getAttribute("href")).toBe(
      `/installers/${INSTALLER_ID}`,
    );
    const open = await card("Starlink Installation in Berlin");
    expect(open.queryByText(/^Installer:/)).toBeNull();
    expect(open.queryByRole("link", { name: "About your installer" })).toBeNull();
  });

  it("shows 'About your installer' on the lead detail with the rating and the profile link", async () => {
    signedInAs(customer, {
      "leads.list": () => data([accepted]),
      "leads.byId": () =>
        data({ ...aDetail(accepted), installerRating: { average: null, count: 0 } }),
    });
    renderRoute(`/dashboard?lead=${accepted.id}`);

    const heading = await screen.findByRole("heading", { name: "About your installer" });
    const about = within(heading.closest(".mantine-Card-root") as HTMLElement);
    expect(about.getByText("Installer: No ratings yet")).toBeTruthy();
    expect(about.getByRole("link", { name: "About your installer" }).getAttribute("href")).toBe(
      `/installers/${INSTALLER_ID}`,
    );
  });

  it("shows an installer a NEW request's customer rating by earlier installers", async () => {
    const request = aLead({ customerRating: { average: 3.5, count: 2 } });
    signedInAs(installer, {
      "leads.list": () => data([request]),
      "leads.byId": () => data({ ...aDetail(request), customerRating: request.customerRating }),
    });
    renderRoute("/installer/dashboard");

    const berlin = await card("Starlink Installation in Berlin");
    expect(
      berlin.getByText("Customer, as rated by earlier installers: 3.5 out of 5 from 2 reviews"),
    ).toBeTruthy();
  });

  it("shows the installer's own jobs without their own rating or the customer's", async () => {
    signedInAs(aUser({ id: INSTALLER_ID, role: "installer", verificationStatus: "APPROVED" }), {
      "leads.list": () => data([accepted]),
    });
    renderRoute("/installer/dashboard");

    const barn = await card("Dish on the barn");
    expect(barn.queryByText(/^Installer:/)).toBeNull();
    expect(barn.queryByText(/^Customer,/)).toBeNull();
  });
});
