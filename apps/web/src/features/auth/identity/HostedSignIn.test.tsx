import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AUTH_TOKEN_STORAGE_KEY, IDENTITY_PROVIDER_TIMEOUT_MS, messages } from "@uplink/domain";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentLocation, renderRoute } from "../../../test/renderRoute";
import { aUser, data, signedInAs, stubApi, trpcError } from "../../../test/stubApi";

/** A stand-in for Clerk's React SDK (a remote service the tests cannot reach). */
const clerk = vi.hoisted(() => ({
  status: "loading",
  isSignedIn: false,
  sessionToken: "clerk-session-jwt",
  signOut: vi.fn(async () => {}),
  openSignIn: vi.fn<() => void>(),
  openSignUp: vi.fn<() => void>(),
}));

vi.mock("@clerk/react", () => {
  const instance = {
    signOut: () => clerk.signOut(),
    openSignIn: () => clerk.openSignIn(),
    openSignUp: () => clerk.openSignUp(),
  };
  // Stable across renders, as Clerk's own is: the exchange runs again when it changes.
  const getToken = () => Promise.resolve(clerk.sessionToken);
  return {
    ClerkProvider: ({ children }: { children: ReactNode }) => children,
    ClerkLoaded: ({ children }: { children: ReactNode }) =>
      clerk.status === "ready" ? children : null,
    ClerkFailed: ({ children }: { children: ReactNode }) =>
      clerk.status === "failed" ? children : null,
    SignIn: () => <div>Clerk sign-in widget</div>,
    useClerk: () => instance,
    useAuth: () => ({
      isLoaded: true,
      isSignedIn: clerk.isSignedIn,
      getToken,
    }),
  };
});

const PUBLISHABLE_KEY = "pk_test_ZXhhbXBsZS5jbGVyay5hY2NvdW50cy5kZXYk";

function withHostedSignIn(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "config.get": () =>
      data({
        clerkPublishableKey: PUBLISHABLE_KEY,
        platformFeePercent: 10,
        contactEmail: null,
        paymentProvider: "simulated",
      }),
    ...routes,
  });
}

beforeEach(() => {
  clerk.status = "loading";
  clerk.isSignedIn = false;
  clerk.signOut.mockClear();
  clerk.openSignIn.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("hosted sign-in on the sign-in screen", () => {
  it("shows 'Setting up secure login' while Clerk loads, and the email form on request", async () => {
    withHostedSignIn();
    renderRoute("/signin");

    expect(await screen.findByText("Setting up secure login")).toBeTruthy();
    expect(screen.queryByLabelText("Email")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Continue with Email" }));
    expect(screen.getByLabelText("Email")).toBeTruthy();
  });

  it(`falls back to the email form when Clerk takes longer than ${IDENTITY_PROVIDER_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    withHostedSignIn();
    renderRoute("/signin");
    await screen.findByText("Setting up secure login");

    act(() => {
      vi.advanceTimersByTime(IDENTITY_PROVIDER_TIMEOUT_MS - 100);
    });
    expect(screen.queryByLabelText("Email")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(screen.queryByText("Setting up secure login")).toBeNull();
  });

  it("shows Clerk's sign-in once loaded, with the email form still on offer", async () => {
    clerk.status = "ready";
    withHostedSignIn();
    renderRoute("/signin?role=installer");

    const main = screen.getByRole("main");
    expect(await within(main).findByText("Clerk sign-in widget")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue with Email" }));
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(within(main).queryByText("Clerk sign-in widget")).toBeNull();
  });

  it("shows the email form when Clerk fails to load", async () => {
    clerk.status = "failed";
    withHostedSignIn();
    renderRoute("/signin");

    expect(await screen.findByLabelText("Email")).toBeTruthy();
  });

  it("disables Clerk after a script error that mentions it, and logs why", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    withHostedSignIn();
    renderRoute("/signin");
    await screen.findByText("Setting up secure login");
    // The runtime's error watch arrives in its own chunk; wait until it listens.
    await waitFor(() => {
      act(() => {
        window.dispatchEvent(new ErrorEvent("error", { message: "ClerkJS: failed to initialise" }));
      });
      expect(log).toHaveBeenCalledWith(messages.errors.clerkDisabled);
    });

    expect(await screen.findByLabelText("Email")).toBeTruthy();
  });

  it("ignores script errors that have nothing to do with Clerk", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    clerk.status = "ready";
    withHostedSignIn();
    renderRoute("/signin");
    await screen.findByText("Clerk sign-in widget");

    act(() => {
      window.dispatchEvent(new ErrorEvent("error", { message: "ResizeObserver loop limit" }));
    });
    expect(log).not.toHaveBeenCalledWith(messages.errors.clerkDisabled);
    expect(screen.getByText("Clerk sign-in widget")).toBeTruthy();
  });

  it("exchanges a hosted session for a token of ours and goes to the dashboard", async () => {
    clerk.status = "ready";
    clerk.isSignedIn = true;
    const installer = aUser({ role: "installer" });
    const api = withHostedSignIn({
      "clerk.signIn": () => data({ token: "tok-from-clerk", user: installer }),
    });
    renderRoute("/signin?role=installer");

    await waitFor(() => expect(currentLocation()).toBe("/installer/dashboard"));
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe("tok-from-clerk");
    const [exchange] = api.sent("clerk.signIn");
    expect(exchange?.headers.get("Authorization")).toBe("Bearer clerk-session-jwt");
    expect(exchange?.input).toBeUndefined();
  });

  it("only logs a failed exchange and offers the email form", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    clerk.status = "ready";
    clerk.isSignedIn = true;
    withHostedSignIn();
    renderRoute("/signin");

    expect(await screen.findByLabelText("Email")).toBeTruthy();
    expect(log).toHaveBeenCalledWith(
      "Could not adopt the hosted sign-in session",
      expect.any(Error),
    );
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's reason beside the email form when it refuses the exchange", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    clerk.status = "ready";
    clerk.isSignedIn = true;
    withHostedSignIn({
      "clerk.signIn": () => trpcError(409, messages.server.hostedLinkConfirmationSent),
    });
    renderRoute("/signin");

    expect(await screen.findByLabelText("Email")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(messages.server.hostedLinkConfirmationSent);
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe("hosted session at sign-out", () => {
  it("signs out of Clerk too when it is loaded", async () => {
    clerk.status = "ready";
    signedInAs(aUser(), {
      "config.get": () =>
        data({
          clerkPublishableKey: PUBLISHABLE_KEY,
          platformFeePercent: 10,
          contactEmail: null,
          paymentProvider: "simulated",
        }),
      "auth.signOut": () => data({ success: true }),
    });
    renderRoute("/clerk-test");
    await waitFor(() => expect(screen.getAllByText("Yes")).toHaveLength(3));

    fireEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(clerk.signOut).toHaveBeenCalledOnce());
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe("/clerk-test", () => {
  it("reports Clerk loaded, key present and instance available, and opens Clerk's sign-in", async () => {
    clerk.status = "ready";
    withHostedSignIn();
    renderRoute("/clerk-test");

    const row = (label: string) => screen.getByRole("rowheader", { name: label }).closest("tr");
    await waitFor(() => expect(within(row("Clerk loaded")!).getByText("Yes")).toBeTruthy());
    expect(within(row("Publishable key present")!).getByText("Yes")).toBeTruthy();
    expect(within(row("Clerk instance available")!).getByText("Yes")).toBeTruthy();
    expect(within(row("Signed in with Clerk")!).getByText("No")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Test Sign In" }));
    expect(clerk.openSignIn).toHaveBeenCalledOnce();
  });
});
