import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { messages, type ActiveSession } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../test/renderRoute";
import { aUser, data, signedInAs, trpcError } from "../../../test/stubApi";
import type { ProcedureOutput } from "../../../test/procedures";

function aSession(device: string, overrides: Partial<ActiveSession> = {}): ActiveSession {
  return {
    id: crypto.randomUUID(),
    device,
    createdAt: "2026-03-01T10:00:00.000Z",
    lastUsedAt: "2026-03-05T10:00:00.000Z",
    current: false,
    ...overrides,
  };
}

const thisLaptop = aSession("Chrome on Linux", { current: true });
const phone = aSession("Firefox on Android");
const tablet = aSession("Safari on iPad");

/** Opens Settings from the user menu and answers its part of the dialog. */
async function openSettings(routes: Parameters<typeof signedInAs>[1]) {
  const api = signedInAs(aUser(), routes);
  renderRoute("/");
  fireEvent.click(await screen.findByRole("button", { name: "Account menu for Jane Doe" }));
  await screen.findAllByRole("menuitem");
  fireEvent.click(screen.getByRole("menuitem", { name: "Settings" }));
  const dialog = await screen.findByRole("dialog", { name: "Settings" });
  return {
    api,
    devices: () => within(within(dialog).getByRole("region", { name: "Signed-in devices" })),
  };
}

describe("signed-in devices in Settings", () => {
  it("shows a loading state, then each device with its last use, this one marked", async () => {
    let answer: (sessions: ProcedureOutput<"auth.sessions">) => void = () => {};
    const { api, devices } = await openSettings({
      "auth.sessions": () => new Promise((resolve) => (answer = (value) => resolve(data(value)))),
    });
    expect(devices().getByLabelText("Loading…")).toBeTruthy();
    answer({ sessions: [thisLaptop, phone] });

    const items = await devices().findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Chrome on Linux"),
      expect.stringContaining("Firefox on Android"),
    ]);
    expect(within(items[0]!).getByText("This device")).toBeTruthy();
    expect(within(items[0]!).queryByRole("button")).toBeNull();
    expect(within(items[1]!).queryByText("This device")).toBeNull();
    expect(within(items[1]!).getByText(/^Last active /)).toBeTruthy();
    expect(api.sent("auth.sessions")[0]?.headers.get("Authorization")).toBe("Bearer session-token");
  });

  it("signs out other devices only once confirmed, then shows the list again", async () => {
    let signedOut = false;
    const { api, devices } = await openSettings({
      "auth.sessions": () =>
        data({ sessions: signedOut ? [thisLaptop] : [thisLaptop, phone, tablet] }),
      "auth.revokeOtherSessions": () => {
        signedOut = true;
        return data({ revoked: 2 });
      },
    });
    fireEvent.click(await devices().findByRole("button", { name: "Sign out other devices" }));
    fireEvent.click(devices().getByRole("button", { name: "Cancel" }));
    expect(api.sent("auth.revokeOtherSessions")).toHaveLength(0);

    fireEvent.click(devices().getByRole("button", { name: "Sign out other devices" }));
    expect(
      devices().getByText("Sign out every other device? You stay signed in on this one."),
    ).toBeTruthy();
    fireEvent.click(devices().getByRole("button", { name: "Yes, sign them out" }));

    expect(await screen.findByText("2 other devices were signed out.")).toBeTruthy();
    expect(await devices().findByText("No other device is signed in.")).toBeTruthy();
    expect(devices().getAllByRole("listitem")).toHaveLength(1);
    expect(devices().queryByRole("button", { name: "Sign out other devices" })).toBeNull();
    expect(api.sent("auth.revokeOtherSessions")).toHaveLength(1);
  });

  it("says why when signing out other devices fails, and keeps the list", async () => {
    const { devices } = await openSettings({
      "auth.sessions": () => data({ sessions: [thisLaptop, phone] }),
      "auth.revokeOtherSessions": () => trpcError(503, messages.server.databaseUnavailable),
    });
    fireEvent.click(await devices().findByRole("button", { name: "Sign out other devices" }));
    fireEvent.click(devices().getByRole("button", { name: "Yes, sign them out" }));

    expect(await screen.findByText(messages.server.databaseUnavailable)).toBeTruthy();
    expect(devices().getAllByRole("listitem")).toHaveLength(2);
  });

  it("signs out one other device", async () => {
    let signedOut = false;
    const { api, devices } = await openSettings({
      "auth.sessions": () =>
        data({ sessions: signedOut ? [thisLaptop, tablet] : [thisLaptop, phone, tablet] }),
      "auth.revokeSession": () => {
        signedOut = true;
        return data({ success: true });
      },
    });
    fireEvent.click(await devices().findByRole("button", { name: "Sign out Firefox on Android" }));

    expect(await screen.findByText("Firefox on Android was signed out.")).toBeTruthy();
    await waitFor(() => expect(devices().getAllByRole("listitem")).toHaveLength(2));
    expect(api.sent("auth.revokeSession").map((call) => call.input)).toEqual([{ id: phone.id }]);
  });

  it("offers to reload the devices when they cannot load", async () => {
    let calls = 0;
    const { devices } = await openSettings({
      "auth.sessions": () => {
        calls += 1;
        return calls === 1
          ? trpcError(503, messages.server.databaseUnavailable)
          : data({ sessions: [thisLaptop] });
      },
    });
    expect(await devices().findByText("Could not load your signed-in devices")).toBeTruthy();
    expect(devices().getByText(messages.server.databaseUnavailable)).toBeTruthy();
    fireEvent.click(devices().getByRole("button", { name: "Reload devices" }));

    expect(await devices().findByText("Chrome on Linux")).toBeTruthy();
    expect(devices().getByText("No other device is signed in.")).toBeTruthy();
  });

  it("says so when no device is signed in", async () => {
    const { devices } = await openSettings({
      "auth.sessions": () => data({ sessions: [] }),
    });
    expect(await devices().findByText("No device is signed in.")).toBeTruthy();
    expect(devices().queryByRole("button", { name: "Sign out other devices" })).toBeNull();
  });
});
