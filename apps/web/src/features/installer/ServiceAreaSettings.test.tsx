import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { messages, type InstallerProfile } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { choose, errorOf, type } from "../../test/fields";
import { renderRoute } from "../../test/renderRoute";
import { aUser, data, signedInAs } from "../../test/stubApi";
import type { StubRoutes } from "../../test/stubApi";

const installer = aUser({ role: "installer", verificationStatus: "APPROVED" });

const savedInMunich: InstallerProfile = {
  companyName: "Dish Works Bayern",
  bio: "Roofs and walls since 2009",
  servicePostalCode: "80331",
  serviceCity: "München",
  serviceRadiusKm: 50,
  located: true,
  phone: "+4989123456",
  country: "DE",
  updatedAt: "2026-03-01T10:00:00.000Z",
};

/** Opens Settings from the user menu; the service-area form is the one named so. */
async function openSettings(user: ReturnType<typeof aUser>, routes: StubRoutes) {
  const api = signedInAs(user, routes);
  renderRoute("/");
  fireEvent.click(await screen.findByRole("button", { name: /^Account menu for / }));
  await screen.findAllByRole("menuitem");
  fireEvent.click(screen.getByRole("menuitem", { name: "Settings" }));
  const dialog = await screen.findByRole("dialog", { name: "Settings" });
  return { api, dialog: within(dialog) };
}

describe("an installer's service area in Settings", { timeout: 20_000 }, () => {
  it("is set up by a new installer: town, postal code, country and radius", async () => {
    const { api, dialog } = await openSettings(installer, {
      "installer.onboard": () => data({ ...savedInMunich, bio: null, phone: null }),
    });
    const form = await dialog.findByRole("form", { name: "Service area" });
    type("Company name", "Dish Works Bayern");
    choose("Country", "Germany");
    type("Service town", "München");
    type("Service postal code", "80331");
    type("Radius (km)", "50");
    fireEvent.click(within(form).getByRole("button", { name: "Save service area" }));

    expect(await screen.findByText("Service area saved")).toBeTruthy();
    expect(api.sent("installer.onboard").map((call) => call.input)).toEqual([
      {
        companyName: "Dish Works Bayern",
        country: "DE",
        serviceCity: "München",
        servicePostalCode: "80331",
        serviceRadiusKm: 50,
      },
    ]);
  });

  it("edits the company name and the short bio shown on the public profile (issue 25)", async () => {
    const { api, dialog } = await openSettings(installer, {
      "installer.profile": () => data(savedInMunich),
      "installer.onboard": () => data(savedInMunich),
    });
    const form = await dialog.findByRole("form", { name: "Service area" });
    expect(within(form).getByLabelText<HTMLTextAreaElement>("About your company").value).toBe(
      "Roofs and walls since 2009",
    );
    expect(within(form).getByText(/Shown on your public profile/)).toBeTruthy();
    type("Company name", "Sky Mounts GmbH");
    type("About your company", "Dishes on every roof in Bavaria.");
    fireEvent.click(within(form).getByRole("button", { name: "Save service area" }));

    await waitFor(() => expect(api.sent("installer.onboard")).toHaveLength(1));
    expect(api.sent("installer.onboard")[0]?.input).toMatchObject({
      companyName: "Sky Mounts GmbH",
      bio: "Dishes on every roof in Bavaria.",
    });
  });

  it("counts the bio's characters up to 500 and refuses a longer one with the field's message", async () => {
    const { api, dialog } = await openSettings(installer, {
      "installer.profile": () => data(savedInMunich),
      "installer.onboard": () => data(savedInMunich),
    });
    const form = await dialog.findByRole("form", { name: "Service area" });
    expect(within(form).getByText("26 of 500 characters")).toBeTruthy();
    type("About your company", "Dishes.");
    expect(within(form).getByText("7 of 500 characters")).toBeTruthy();
    type("About your company", "x".repeat(501));
    expect(within(form).getByText("501 of 500 characters")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Save service area" }));

    await waitFor(() => expect(errorOf("About your company")).toBe(messages.validation.bioTooLong));
    expect(messages.validation.bioTooLong).toContain("500");
    expect(api.sent("installer.onboard")).toEqual([]);
  });

  it("keeps the rest of a saved profile and says when its town was not found on the map", async () => {
    const { api, dialog } = await openSettings(installer, {
      "installer.profile": () => data({ ...savedInMunich, serviceCity: "Munichh", located: false }),
      "installer.onboard": () => data({ ...savedInMunich, serviceRadiusKm: 80 }),
    });
    const form = await dialog.findByRole("form", { name: "Service area" });
    expect(within(form).getByText(/We could not find this town on the map/)).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>("Service town").value).toBe("Munichh");
    type("Service town", "München");
    type("Radius (km)", "80");
    fireEvent.click(within(form).getByRole("button", { name: "Save service area" }));

    await waitFor(() => expect(api.sent("installer.onboard")).toHaveLength(1));
    expect(api.sent("installer.onboard")[0]?.input).toEqual({
      companyName: "Dish Works Bayern",
      country: "DE",
      serviceCity: "München",
      servicePostalCode: "80331",
      serviceRadiusKm: 80,
      bio: "Roofs and walls since 2009",
      phone: "+4989123456",
    });
  });

  it("asks for the town and a radius of 1 to 500 km before saving anything", async () => {
    const { api, dialog } = await openSettings(installer, {
      "installer.profile": () => data(savedInMunich),
    });
    const form = await dialog.findByRole("form", { name: "Service area" });
    type("Service town", "");
    type("Radius (km)", "600");
    fireEvent.click(within(form).getByRole("button", { name: "Save service area" }));

    await waitFor(() => expect(errorOf("Service town")).toBe(messages.validation.cityRequired));
    expect(errorOf("Radius (km)")).toBe(messages.validation.serviceRadiusRange);
    expect(api.sent("installer.onboard")).toEqual([]);
  });

  it("is not shown to customers", async () => {
    const { dialog } = await openSettings(aUser({ role: "customer" }), {});
    expect(await dialog.findByText("Your data")).toBeTruthy();
    expect(dialog.queryByRole("form", { name: "Service area" })).toBeNull();
  });
});
