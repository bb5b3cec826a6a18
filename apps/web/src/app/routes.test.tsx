import { screen } from "@testing-library/react";
import { isValidElement, type ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../test/renderRoute";
import { LandingScreen } from "../features/landing/LandingScreen";
import { NotFoundScreen } from "../features/not-found/NotFoundScreen";
import { routes } from "./routes";

const DASHBOARD_PATHS = [
  "/installer/dashboard",
  "/installer-dashboard",
  "/workflow-dashboard",
  "/dashboard",
];

function screenAt(path: string): ReactElement {
  const route = routes[0]?.children?.find((child) => child.path === path);
  if (!route || !isValidElement(route.element)) throw new Error(`no screen routed at ${path}`);
  return route.element;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("route table", () => {
  it.each([
    ["/job-form", "Request Starlink Installation"],
    ["/create-lead", "Request Starlink Installation"],
    ["/edit-lead/42", "Edit Installation Request"],
    // A signed-out visitor sees the admin screens' access notices (SPEC §2, §6).
    ["/admin", "Admin Access Required"],
    ["/admin-panel", "Admin Panel"],
    ["/admin-dashboard", "Access Denied"],
    ["/verify-email?token=abc", "Verify Email"],
    ["/link-account?token=abc", "Link Hosted Sign-In"],
    ["/signin", "Customer Sign In"],
    ["/signin?role=customer", "Customer Sign In"],
    ["/signin?role=installer", "Installer Sign In"],
    ["/signup", "Create Account"],
    ["/forgot-password", "Forgot Password"],
    ["/reset-password?token=abc", "Reset Password"],
    ["/clerk-test", "Clerk Test"],
  ])("%s shows the screen titled '%s'", async (path, title) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(Response.json({ clerkPublishableKey: null }))),
    );
    renderRoute(path);

    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it.each(DASHBOARD_PATHS)("%s shows the shared dashboard", async (path) => {
    renderRoute(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In Required" })).toBeTruthy();
  });

  it("routes all four dashboard paths to one and the same screen component", () => {
    const [first, ...others] = DASHBOARD_PATHS.map((path) => screenAt(path).type);
    expect(others).toEqual([first, first, first]);
  });

  it("loads every screen but the landing and not-found pages lazily", () => {
    const lazyType = Symbol.for("react.lazy");
    for (const child of routes[0]?.children ?? []) {
      const type: unknown = (child.element as ReactElement).type;
      const eager = type === LandingScreen || type === NotFoundScreen;
      const lazy = (type as { $$typeof?: symbol }).$$typeof === lazyType;
      expect(eager || lazy, `${child.path} is lazy`).toBe(true);
    }
  });
});
