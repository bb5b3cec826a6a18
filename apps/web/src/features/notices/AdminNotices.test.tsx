import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";
import { ADMIN_PAGE_SIZE, messages } from "@uplink/domain";
import { aUser, data, signedInAs, trpcError } from "../../test/stubApi";

configure({ asyncUtilTimeout: 5000 });

const customer = aUser({ role: "customer" });

function aNotice(body: string, createdAt: string, readAt: string | null = null) {
  return { id: crypto.randomUUID(), body, createdAt, readAt };
}

describe("admin notices on the dashboard", { timeout: 20_000 }, () => {
  it("shows the messages administrators sent, newest first as the server orders them", async () => {
    const api = signedInAs(customer, {
      "leads.list": () => data([]),
      "notices.list": () =>
        data([
          aNotice("Your request needs a clearer photo.", "2026-03-05T10:00:00.000Z"),
          aNotice("Welcome to Uplink!", "2026-03-01T10:00:00.000Z"),
        ]),
    });
    renderRoute("/dashboard");

    const section = within(await screen.findByRole("region", { name: "Messages from Uplink" }));
    const items = section.getAllByRole("listitem").map((item) => item.textContent);
    expect(items[0]).toContain("Your request needs a clearer photo.");
    expect(items[1]).toContain("Welcome to Uplink!");
    const [call] = api.sent("notices.list");
    expect(call?.headers.get("Authorization")).toBe("Bearer session-token");
    expect(call?.input).toMatchObject({ limit: ADMIN_PAGE_SIZE });
    // Two notices are the whole list: nothing more to load.
    expect(section.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("links an invitation's request (a link of this site) and leaves other addresses as text", async () => {
    const leadId = "3f0c7a52-9d1e-4a8b-b5c6-2e7f8a9b0c1d";
    const requestUrl = `${window.location.origin}/dashboard?lead=${leadId}`;
    signedInAs(customer, {
      "leads.list": () => data([]),
      "notices.list": () =>
        data([
          aNotice(
            messages.trust.inviteNotice("Ada", "Dish on a flat roof", requestUrl),
            "2026-03-05T10:00:00.000Z",
          ),
          aNotice("See https://elsewhere.example/offer for more.", "2026-03-01T10:00:00.000Z"),
        ]),
    });
    renderRoute("/dashboard");

    const section = within(await screen.findByRole("region", { name: "Messages from Uplink" }));
    const [invitation, other] = section.getAllByRole("listitem");
    const link = within(invitation!).getByRole("link", { name: requestUrl });
    expect(link.getAttribute("href")).toBe(`/dashboard?lead=${leadId}`);
    expect(invitation!.textContent).toContain("Ada");
    expect(within(other!).queryByRole("link")).toBeNull();
    expect(other!.textContent).toContain("See https://elsewhere.example/offer for more.");
  });

  it("shows nothing when there are no notices", async () => {
    signedInAs(customer, {
      "leads.list": () => data([]),
      "notices.list": () => data([]),
    });
    renderRoute("/dashboard");

    await screen.findByText("No installation requests yet");
    expect(screen.queryByRole("region", { name: "Messages from Uplink" })).toBeNull();
  });

  it("offers to reload the notices when they cannot load", async () => {
    let calls = 0;
    signedInAs(customer, {
      "leads.list": () => data([]),
      "notices.list": () => {
        calls += 1;
        return calls === 1
          ? trpcError(503, "The service is temporarily unavailable.")
          : data([aNotice("Back again.", "2026-03-05T10:00:00.000Z")]);
      },
    });
    renderRoute("/dashboard");

    expect(await screen.findByText("Could not load your messages")).toBeTruthy();
    expect(screen.getByText("The service is temporarily unavailable.")).toBeTruthy();
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
      "leads.list": () => data([]),
      "notices.list": () => data([{ ...unread, readAt }, seen]),
      "notices.markRead": ({ input }) => {
        if (input.id !== unread.id) return trpcError(404, "Notice not found.");
        readAt = "2026-03-06T09:00:00.000Z";
        return data({ ...unread, readAt });
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
    expect(api.sent("notices.markRead").map((call) => call.input)).toEqual([{ id: unread.id }]);
  });

  it("says why a message could not be marked read", async () => {
    const unread = aNotice("Please call us back.", "2026-03-05T10:00:00.000Z");
    signedInAs(customer, {
      "leads.list": () => data([]),
      "notices.list": () => data([unread]),
      "notices.markRead": () => trpcError(502, "   "),
    });
    renderRoute("/dashboard");

    fireEvent.click(await screen.findByRole("button", { name: "Mark as read" }));
    expect(await screen.findByText("Could not mark the message read")).toBeTruthy();
    expect(screen.getByText(messages.toastTitles.error)).toBeTruthy();
  });

  it("loads older messages a page at a time, after the last one shown", async () => {
    const firstPage = Array.from({ length: ADMIN_PAGE_SIZE }, (_, index) =>
      aNotice(`Message ${index + 1}`, "2026-03-05T10:00:00.000Z", "2026-03-06T10:00:00.000Z"),
    );
    const oldest = aNotice("The very first message.", "2026-01-01T10:00:00.000Z");
    const api = signedInAs(customer, {
      "leads.list": () => data([]),
      "notices.list": ({ input }) =>
        data(input.cursor === firstPage.at(-1)?.id ? [oldest] : input.cursor ? [] : firstPage),
    });
    renderRoute("/dashboard");

    const section = within(await screen.findByRole("region", { name: "Messages from Uplink" }));
    expect(section.getAllByRole("listitem")).toHaveLength(ADMIN_PAGE_SIZE);
    expect(section.queryByText("The very first message.")).toBeNull();

    fireEvent.click(section.getByRole("button", { name: "Load more" }));

    expect(await section.findByText("The very first message.")).toBeTruthy();
    expect(section.getAllByRole("listitem")).toHaveLength(ADMIN_PAGE_SIZE + 1);
    expect(api.sent("notices.list").map((call) => call.input)).toMatchObject([
      { limit: ADMIN_PAGE_SIZE },
      { limit: ADMIN_PAGE_SIZE, cursor: firstPage.at(-1)?.id },
    ]);
    // A short page is the end.
    expect(section.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});
