import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";
import { apiError, aUser, json, signedInAs } from "../../test/stubApi";

configure({ asyncUtilTimeout: 5000 });

const customer = aUser({ role: "customer" });

function aNotice(body: string, createdAt: string, readAt: string | null = null) {
  return { id: crypto.randomUUID(), body, createdAt, readAt };
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

  it("marks an unread message read, after which it is no longer New", async () => {
    const unread = aNotice("Your request needs a clearer photo.", "2026-03-05T10:00:00.000Z");
    const seen = aNotice(
      "Welcome to Uplink!",
      "2026-03-01T10:00:00.000Z",
      "2026-03-02T10:00:00.000Z",
    );
    let readAt: string | null = null;
    const api = signedInAs(customer, {
      "GET /api/workflow/leads": () => json([]),
      "GET /api/notices": () => json([{ ...unread, readAt }, seen]),
      [`POST /api/notices/${unread.id}/read`]: () => {
        readAt = "2026-03-06T09:00:00.000Z";
        return json({ ...unread, readAt });
      },
    });
    renderRoute("/dashboard");

    const section = within(await screen.findByRole("region", { name: "Messages from Uplink" }));
    const [first, second] = section.getAllByRole("listitem");
    if (!first || !second) throw new Error("two notices");
    expect(within(first).getByText("New")).toBeTruthy();
    expect(within(second).queryByText("New")).toBeNull();
    expect(within(second).queryByRole("button", { name: "Mark as read" })).toBeNull();

    fireEvent.click(within(first).getByRole("button", { name: "Mark as read" }));
    await waitFor(() => expect(section.queryByText("New")).toBeNull());
    expect(api.sent(`POST /api/notices/${unread.id}/read`)).toHaveLength(1);
  });

  it("says why a message could not be marked read", async () => {
    const unread = aNotice("Please call us back.", "2026-03-05T10:00:00.000Z");
    signedInAs(customer, {
      "GET /api/workflow/leads": () => json([]),
      "GET /api/notices": () => json([unread]),
      [`POST /api/notices/${unread.id}/read`]: () => new Response(null, { status: 502 }),
    });
    renderRoute("/dashboard");

    fireEvent.click(await screen.findByRole("button", { name: "Mark as read" }));
    expect(await screen.findByText("Could not mark the message read")).toBeTruthy();
    expect(screen.getByText(messages.toastTitles.error)).toBeTruthy();
  });
});
