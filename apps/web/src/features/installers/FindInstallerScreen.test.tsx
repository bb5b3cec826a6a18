import { fireEvent, screen, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";
import { data, stubApi } from "../../test/stubApi";

/* Issue 25: "Find an installer" near a town, readable without signing in. */

const ID = "0b6f4c1e-2a1d-4f8e-9c3a-5d7e8f9a0b1c";

it("lists the installers near the town with rating and distance, linking to their profiles", async () => {
  const asked: unknown[] = [];
  stubApi({
    "installers.directory": ({ input }) => {
      asked.push(input);
      return data([
        {
          id: ID,
          companyName: "Sky Mounts GmbH",
          bio: null,
          firstName: "Tom",
          lastInitial: "B.",
          serviceCity: "München",
          country: "DE",
          serviceRadiusKm: 50,
          verified: true,
          memberSince: "2025-03-01T10:00:00.000Z",
          completedJobs: 3,
          rating: { average: 5, count: 1 },
          distanceKm: 31.8,
        },
      ]);
    },
  });
  renderRoute("/installers");

  expect(await screen.findByRole("heading", { level: 1, name: "Find an installer" })).toBeTruthy();
  fireEvent.change(screen.getByRole("textbox", { name: "Town" }), {
    target: { value: "Freising" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Search" }));

  const link = await screen.findByRole("link", { name: "Sky Mounts GmbH" });
  expect(link.getAttribute("href")).toBe(`/installers/${ID}`);
  expect(screen.getByText("31.8 km away, based in München")).toBeTruthy();
  expect(screen.getByText("5 out of 5 from 1 review")).toBeTruthy();
  await waitFor(() => expect(asked.at(-1)).toMatchObject({ near: "Freising", radiusKm: 0 }));
});
