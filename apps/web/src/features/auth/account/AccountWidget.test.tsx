import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AUTH_TOKEN_STORAGE_KEY, messages, type User } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { currentLocation, renderRoute } from "../../../test/renderRoute";
import { aUser, data, signedInAs, stubApi, trpcError } from "../../../test/stubApi";

/** The widget lives on /clerk-test, in its compact form. */
describe("account widget", () => {
  it("shows a loading card until `me` has answered, then the signed-in user", async () => {
    let answer: (user: User) => void = () => {};
    // `me` may be asked once the screen shows; the answer waits for the test either way.
    const answered = new Promise<User>((resolve) => (answer = resolve));
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, "session-token");
    stubApi({ "auth.me": async () => data({ user: await answered }) });
    renderRoute("/clerk-test");

    const main = screen.getByRole("main");
    await waitFor(() => expect(within(main).getByLabelText("Loading…")).toBeTruthy());
    answer(aUser({ role: "installer" }));

    expect(await within(main).findByText("Jane Doe")).toBeTruthy();
    expect(within(main).getByText("JD")).toBeTruthy();
    expect(within(main).getByText("jane@example.com")).toBeTruthy();
    expect(within(main).getByText("Installer")).toBeTruthy();
    expect(within(main).getByRole("button", { name: "Sign Out" })).toBeTruthy();
  });

  it("offers Sign In and, in its compact form, Sign Up when signed out", async () => {
    const api = stubApi();
    renderRoute("/clerk-test");
    const main = screen.getByRole("main");

    expect((await within(main).findByRole("link", { name: "Sign In" })).getAttribute("href")).toBe(
      "/signin",
    );
    // Without a stored token `me` never runs.
    expect(api.sent("auth.me")).toHaveLength(0);
    expect(within(main).getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe(
      "/signup",
    );
    expect(within(main).queryByRole("link", { name: "Create Account" })).toBeNull();
  });

  it("says 'Failed to fetch user' when `me` fails, and tries again on request", async () => {
    let failing = true;
    const api = signedInAs(aUser(), {
      "auth.me": () =>
        failing ? trpcError(503, messages.server.databaseUnavailable) : data({ user: aUser() }),
    });
    renderRoute("/clerk-test");

    expect(await screen.findByText(messages.errors.fetchUserFailed)).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe("session-token");
    // Never retried on its own (SPEC §7).
    expect(api.sent("auth.me")).toHaveLength(1);
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await within(screen.getByRole("main")).findByText("Jane Doe")).toBeTruthy();
  });
});

describe("/clerk-test without hosted sign-in", () => {
  it("reports every flag as No and sends the test buttons to the local screens", async () => {
    stubApi();
    renderRoute("/clerk-test");

    await waitFor(() => expect(screen.getAllByText("No")).toHaveLength(4));
    fireEvent.click(screen.getByRole("button", { name: "Test Sign Up" }));
    expect(currentLocation()).toBe("/signup");
  });
});
