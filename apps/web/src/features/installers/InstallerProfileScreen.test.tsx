import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";
import { choose } from "../../test/fields";
import { aLead } from "../../test/leads";
import { aUser, data, signedInAs, stubApi, trpcError } from "../../test/stubApi";

/* Issue 25: an installer's public profile, readable without signing in. */

const ID = "0b6f4c1e-2a1d-4f8e-9c3a-5d7e8f9a0b1c";

const profile = {
  id: ID,
  companyName: "Sky Mounts GmbH",
  bio: "Dishes on every roof since 2015.",
  firstName: "Tom",
  lastInitial: "B.",
  serviceCity: "München",
  country: "DE",
  serviceRadiusKm: 50,
  verified: true,
  memberSince: "2025-03-01T10:00:00.000Z",
  completedJobs: 12,
  rating: { average: 4.5, count: 2 },
  reviews: [
    {
      id: "1b6f4c1e-2a1d-4f8e-9c3a-5d7e8f9a0b1c",
      rating: 5,
      text: "Aligned the dish in an hour.",
      createdAt: "2026-11-01T10:00:00.000Z",
      reply: "Thank you!",
    },
  ],
};

it("shows the company, its rating, jobs, area and reviews with replies to a signed-out visitor, titled by the company", async () => {
  stubApi({ "installers.profile": () => data(profile) });
  renderRoute(`/installers/${ID}`);

  expect(await screen.findByRole("heading", { level: 1, name: "Sky Mounts GmbH" })).toBeTruthy();
  expect(screen.getByText("Verified installer")).toBeTruthy();
  expect(screen.getByText("Dishes on every roof since 2015.")).toBeTruthy();
  expect(screen.getByText("4.5 out of 5 from 2 reviews")).toBeTruthy();
  expect(screen.getByText("12 jobs done")).toBeTruthy();
  expect(screen.getByText("Serves München and 50 km around it")).toBeTruthy();
  expect(screen.getByText("Aligned the dish in an hour.")).toBeTruthy();
  expect(screen.getByText("The installer's reply: Thank you!")).toBeTruthy();
  await waitFor(() => expect(document.title).toBe("Sky Mounts GmbH · Uplink"));
  expect(screen.queryByRole("button", { name: "Invite to quote" })).toBeNull();
});

it("lets a customer invite the installer to quote on one of their open requests, with a toast", async () => {
  const open = aLead({ id: "2c6f4c1e-2a1d-4f8e-9c3a-5d7e8f9a0b1c", title: "Dish on a barn" });
  const taken = aLead({ title: "Dish on the garage", status: "ACCEPTED" });
  const api = signedInAs(aUser({ role: "customer" }), {
    "installers.profile": () => data(profile),
    "leads.list": () => data([aLead(), open, taken]),
    "invitations.invite": ({ input }) =>
      data({ leadId: input.id, installerId: input.installerId, createdAt: profile.memberSince }),
  });
  renderRoute(`/installers/${ID}`);

  fireEvent.click(await screen.findByRole("button", { name: "Invite to quote" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Invite to quote" }));
  choose("Your request", "Dish on a barn");
  expect(screen.queryByRole("option", { name: "Dish on the garage", hidden: true })).toBeNull();
  fireEvent.click(dialog.getByRole("button", { name: "Send invitation" }));

  expect(await screen.findByText("Invitation sent")).toBeTruthy();
  expect(api.sent("invitations.invite").map((call) => call.input)).toEqual([
    { id: open.id, installerId: ID },
  ]);
});

it("says why an invitation was refused", async () => {
  signedInAs(aUser({ role: "customer" }), {
    "installers.profile": () => data(profile),
    "leads.list": () => data([aLead()]),
    "invitations.invite": () =>
      trpcError(409, "You have already invited this installer to quote on this request."),
  });
  renderRoute(`/installers/${ID}`);

  fireEvent.click(await screen.findByRole("button", { name: "Invite to quote" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Invite to quote" }));
  fireEvent.click(dialog.getByRole("button", { name: "Send invitation" }));
  expect(
    await screen.findByText("You have already invited this installer to quote on this request."),
  ).toBeTruthy();
});

it("offers no invitation to an installer", async () => {
  signedInAs(aUser({ role: "installer", verificationStatus: "APPROVED" }), {
    "installers.profile": () => data(profile),
    "leads.list": () => data([aLead()]),
  });
  renderRoute(`/installers/${ID}`);
  expect(await screen.findByText("12 jobs done")).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Invite to quote" })).toBeNull();
});

it("says so when there is no such installer", async () => {
  stubApi({ "installers.profile": () => trpcError(404, "Not found.") });
  renderRoute(`/installers/${ID}`);

  expect(await screen.findByText("This installer profile could not be found.")).toBeTruthy();
});
