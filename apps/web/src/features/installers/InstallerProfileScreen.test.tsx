import { screen, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";
import { data, stubApi, trpcError } from "../../test/stubApi";

/* Issue 25: an installer's public profile, readable without signing in. */

const ID = "0b6f4c1e-2a1d-4f8e-9c3a-5d7e8f9a0b1c";

const profile = {
  id: ID,
  companyName: "Sky Mounts GmbH",
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
  expect(screen.getByText("4.5 out of 5 from 2 reviews")).toBeTruthy();
  expect(screen.getByText("12 jobs done")).toBeTruthy();
  expect(screen.getByText("Serves München and 50 km around it")).toBeTruthy();
  expect(screen.getByText("Aligned the dish in an hour.")).toBeTruthy();
  expect(screen.getByText("The installer's reply: Thank you!")).toBeTruthy();
  await waitFor(() => expect(document.title).toBe("Sky Mounts GmbH · Uplink"));
});

it("says so when there is no such installer", async () => {
  stubApi({ "installers.profile": () => trpcError(404, "Not found.") });
  renderRoute(`/installers/${ID}`);

  expect(await screen.findByText("This installer profile could not be found.")).toBeTruthy();
});
