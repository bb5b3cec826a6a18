import { configure, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";
import { apiError, aUser, json, signedInAs } from "../../test/stubApi";

configure({ asyncUtilTimeout: 5000 });

const customer = aUser({ role: "customer" });

function aNotice(body: string, createdAt: string) {
  return { id: crypto.randomUUID(), body, createdAt, readAt: null };
}

describe("admin notices on the dashboard", { timeout: 20_000 }, () => {
  it("shows the messages administrators sent, newest first as the server orders them", async () => {
    const api = signedInAs(customer, {
      "GET /api/workflow/leads": () => json([]),
      "GET /api/notices": () =>
        json([
          aNotice("Your request needs a clearer photo.", "2026-03-05T10:00:00.000Z"),
          aNotice("Welcome to Uplink!", "2026-03-01T10:00:00.000Z"),
        ]),
    });
    renderRoute("/dashboard");

    const section = within(await screen.findByRole("region", { name: "Messages from Uplink" }));
    const items = section.getAllByRole("listitem").map((item) => item.textContent);
    expect(items[0]).toContain("Your request needs a clearer photo.");
    expect(items[1]).toContain("Welcome to Uplink!");
    expect(api.sent("GET /api/notices")[0]?.headers.get("Authorization")).toBe(
      "Bearer session-token",
    );
  });

  it("shows nothing when there are no notices", async () => {
    signedInAs(customer, {
      "GET /api/workflow/leads": () => json([]),
      "GET /api/notices": () => json([]),
    });
    renderRoute("/dashboard");

    await screen.findByText("No installation requests yet");
    expect(screen.queryByRole("region", { name: "Messages from Uplink" })).toBeNull();
  });

  it("offers to reload the notices when they cannot load", async () => {
    let calls = 0;
    signedInAs(customer, {
      "GET /api/workflow/leads": () => json([]),
      "GET /api/notices": () => {
        calls += 1;
        return calls === 1
          ? apiError(503, "The service is temporarily unavailable.", "SERVICE_UNAVAILABLE")
          : json([aNotice("Back again.", "2026-03-05T10:00:00.000Z")]);
      },
    });
    renderRoute("/dashboard");

    expect(await screen.findByText("Could not load your messages")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reload messages" }));
    expect(await screen.findByText("Back again.")).toBeTruthy();
  });
});
