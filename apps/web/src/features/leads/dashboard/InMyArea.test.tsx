import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aLead, CUSTOMER_ID, INSTALLER_ID } from "../../../test/leads";
import { renderRoute } from "../../../test/renderRoute";
import { aUser, data, signedInAs } from "../../../test/stubApi";

configure({ asyncUtilTimeout: 5000 });

const installer = aUser({ id: INSTALLER_ID, role: "installer", verificationStatus: "APPROVED" });

/* What the server answers for an installer in München with a 50 km radius. */
const freising = aLead({
  id: "1a1a1a1a-1a1a-4a1a-8a1a-1a1a1a1a1a1a",
  title: "Starlink Installation in Freising",
  address: { street: null, city: "Freising", postalCode: "85354" },
  distanceKm: 32.3,
  inServiceArea: true,
});
const nowhere = aLead({
  id: "2b2b2b2b-2b2b-4b2b-8b2b-2b2b2b2b2b2b",
  title: "Starlink Installation in Atlantis",
  address: { street: null, city: "Atlantis", postalCode: "00000" },
  located: false,
});
const augsburg = aLead({
  id: "3c3c3c3c-3c3c-4c3c-8c3c-3c3c3c3c3c3c",
  title: "Starlink Installation in Augsburg",
  address: { street: null, city: "Augsburg", postalCode: "86150" },
  distanceKm: 56.5,
  inServiceArea: false,
});

const inMunich = {
  companyName: "Dish Works Bayern",
  bio: null,
  servicePostalCode: "80331",
  serviceCity: "München",
  serviceRadiusKm: 50,
  located: true,
  phone: null,
  country: "DE" as const,
  updatedAt: "2026-03-01T10:00:00.000Z",
};

function jobsOfMunich() {
  return signedInAs(installer, {
    "leads.list": ({ input }) =>
      data(input.inArea === true ? [freising, nowhere] : [freising, nowhere, augsburg]),
    "installer.profile": () => data(inMunich),
  });
}

const SET_AREA = "Set your service town and radius in Settings to see the jobs near you first.";

async function card(title: string) {
  return within(await screen.findByRole("article", { name: title }));
}

describe("an installer's jobs by service area", { timeout: 20_000 }, () => {
  it("shows how far each job is and marks the one outside the area and the one not found", async () => {
    jobsOfMunich();
    renderRoute("/dashboard");

    const near = await card("Starlink Installation in Freising");
    expect(near.getByText("32 km away")).toBeTruthy();
    expect(near.queryByText("Outside your area")).toBeNull();
    const far = await card("Starlink Installation in Augsburg");
    expect(far.getByText("57 km away")).toBeTruthy();
    expect(far.getByText("Outside your area")).toBeTruthy();
    const unknown = await card("Starlink Installation in Atlantis");
    expect(unknown.getByText("Location unknown")).toBeTruthy();
  });

  it("asks for the jobs in their area only once the filter is on, and shows those", async () => {
    const api = jobsOfMunich();
    renderRoute("/dashboard");
    await card("Starlink Installation in Augsburg");
    expect(api.sent("leads.list").map((call) => call.input.inArea)).toEqual([undefined]);

    fireEvent.click(screen.getByRole("switch", { name: /In my area/ }));

    await waitFor(() =>
      expect(
        screen.queryByRole("article", { name: "Starlink Installation in Augsburg" }),
      ).toBeNull(),
    );
    expect(await card("Starlink Installation in Freising")).toBeTruthy();
    expect(await card("Starlink Installation in Atlantis")).toBeTruthy();
    expect(api.sent("leads.list").at(-1)?.input).toMatchObject({ inArea: true });

    fireEvent.click(screen.getByRole("switch", { name: /In my area/ }));
    expect(await card("Starlink Installation in Augsburg")).toBeTruthy();
  });

  it("does not ask an installer whose service area is placed to set one", async () => {
    jobsOfMunich();
    renderRoute("/dashboard");
    await card("Starlink Installation in Freising");
    expect(screen.queryByText(SET_AREA)).toBeNull();
  });

  it.each([
    ["no service area yet", {}],
    [
      "a town not found on the map",
      { "installer.profile": () => data({ ...inMunich, located: false }) },
    ],
  ])("asks to set the service area with %s", async (_, routes) => {
    signedInAs(installer, { "leads.list": () => data([augsburg]), ...routes });
    renderRoute("/dashboard");
    expect(await screen.findByText(SET_AREA)).toBeTruthy();
  });

  it("says when no job is in the area", async () => {
    signedInAs(installer, {
      "leads.list": ({ input }) => data(input.inArea === true ? [] : [augsburg]),
    });
    renderRoute("/dashboard");
    await card("Starlink Installation in Augsburg");
    fireEvent.click(screen.getByRole("switch", { name: /In my area/ }));
    expect(await screen.findByText("No available jobs in your area")).toBeTruthy();
  });

  it("is not offered to customers, nor marks their cards", async () => {
    signedInAs(aUser({ id: CUSTOMER_ID, role: "customer" }), {
      "leads.list": () => data([{ ...nowhere, customerId: CUSTOMER_ID }]),
    });
    renderRoute("/dashboard");
    const own = await card("Starlink Installation in Atlantis");
    expect(own.queryByText("Location unknown")).toBeNull();
    expect(screen.queryByRole("switch", { name: /In my area/ })).toBeNull();
  });

  it("is not offered to an installer awaiting approval", async () => {
    signedInAs(aUser({ id: INSTALLER_ID, role: "installer", verificationStatus: "ACCEPTED" }), {
      "leads.list": () => data([]),
    });
    renderRoute("/dashboard");
    expect(await screen.findByText("Your account is pending verification")).toBeTruthy();
    expect(screen.queryByRole("switch", { name: /In my area/ })).toBeNull();
  });
});
