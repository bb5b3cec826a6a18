import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AUTH_TOKEN_STORAGE_KEY } from "@uplink/domain";
import { renderRoute } from "../../test/renderRoute";
import { aUser, signedInAs, stubApi, trpcError } from "../../test/stubApi";

function linkIn(container: HTMLElement, name: string) {
  return within(container).getByRole("link", { name });
}

describe("landing page", () => {
  it("greets signed-out visitors with the hero, the two calls to action and the three promises", () => {
    renderRoute("/");

    expect(
      screen.getByRole("heading", { level: 1, name: "Connect with Verified Starlink Installers" }),
    ).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Find Installers" }).getAttribute("href")).toBe(
      "/create-lead",
    );
    expect(screen.getByRole("link", { name: "Become an Installer" }).getAttribute("href")).toBe(
      "/signup",
    );
    expect(screen.queryByRole("link", { name: "Check your request" })).toBeNull();
    for (const title of ["Verified Installers", "Secure Escrow", "Protected Communication"]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeTruthy();
    }
  });

  it("offers a signed-in customer their request instead of a new one", async () => {
    signedInAs(aUser());
    renderRoute("/");

    expect(
      (await screen.findByRole("link", { name: "Check your request" })).getAttribute("href"),
    ).toBe("/dashboard");
    expect(screen.queryByRole("link", { name: "Find Installers" })).toBeNull();
    expect(screen.getByRole("link", { name: "Become an Installer" }).getAttribute("href")).toBe(
      "/signup",
    );
  });

  it("keeps 'Find Installers' for a stored token the server no longer accepts", async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, "revoked-token");
    stubApi({ "auth.me": () => trpcError(401, "Please sign in to continue.") });
    renderRoute("/");

    await waitFor(() => expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull());
    expect(screen.getByRole("link", { name: "Find Installers" }).getAttribute("href")).toBe(
      "/create-lead",
    );
    expect(screen.queryByRole("link", { name: "Check your request" })).toBeNull();
  });

  it("has a footer with the installer link, a link to each information page, and the 2024 copyright", () => {
    renderRoute("/");
    const footer = screen.getByRole("contentinfo");

    expect(linkIn(footer, "For Installers").getAttribute("href")).toBe("/installer/dashboard");
    expect(
      [
        "How It Works",
        "Pricing",
        "Help Center",
        "Privacy Policy",
        "Terms of Service",
        "Contact",
      ].map((name) => linkIn(footer, name).getAttribute("href")),
    ).toEqual(["/how-it-works", "/pricing", "/help", "/privacy", "/terms", "/contact"]);
    expect(within(footer).getByText("© 2024 Uplink. All rights reserved.")).toBeTruthy();
  });
});

describe("header", () => {
  it("shows the brand, the audience links, and Sign In / Get Started when signed out", () => {
    renderRoute("/");
    const header = screen.getByRole("banner");

    expect(linkIn(header, "Uplink").getAttribute("href")).toBe("/");
    expect(linkIn(header, "For Customers").getAttribute("href")).toBe("/");
    expect(linkIn(header, "For Installers").getAttribute("href")).toBe("/dashboard");
    expect(linkIn(header, "Sign In").getAttribute("href")).toBe("/signin");
    expect(linkIn(header, "Get Started").getAttribute("href")).toBe("/signup");
  });

  it("replaces Sign In and Get Started with the user menu when signed in", async () => {
    signedInAs(aUser());
    renderRoute("/");
    const header = screen.getByRole("banner");

    expect(
      await within(header).findByRole("button", { name: "Account menu for Jane Doe" }),
    ).toBeTruthy();
    expect(within(header).queryByRole("link", { name: "Sign In" })).toBeNull();
    expect(within(header).queryByRole("link", { name: "Get Started" })).toBeNull();
  });

  it("opens the phone menu from the burger, and closes it again after choosing a link", () => {
    renderRoute("/");
    const burger = screen.getByRole("button", { name: "Open navigation" });
    const menu = document.getElementById(burger.getAttribute("aria-controls") ?? "");

    expect(menu?.hasAttribute("inert")).toBe(true);
    fireEvent.click(burger);
    expect(burger.getAttribute("aria-expanded")).toBe("true");
    expect(menu?.hasAttribute("inert")).toBe(false);

    fireEvent.click(linkIn(menu as HTMLElement, "Sign In"));
    expect(menu?.hasAttribute("inert")).toBe(true);
  });
});
