import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appTookOver, useBrowser } from "./browser";

const browser = useBrowser();

/** Collects what a person would see as breakage: script errors and CSP violations. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

describe("landing page", () => {
  it("shows the hero, both calls to action, the three features and the footer", async () => {
    const page = await browser.newPage();
    const errors = watchForErrors(page);
    await page.goto("/");

    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Connect with Verified Starlink Installers");
    expect(await page.getByRole("link", { name: "Find Installers" }).getAttribute("href")).toBe(
      "/create-lead",
    );
    expect(await page.getByRole("link", { name: "Become an Installer" }).getAttribute("href")).toBe(
      "/signup",
    );
    for (const feature of ["Verified Installers", "Secure Escrow", "Protected Communication"]) {
      expect(await page.getByRole("heading", { name: feature }).count()).toBe(1);
    }

    const footer = page.locator("footer");
    expect(await footer.getByRole("link", { name: "For Installers" }).getAttribute("href")).toBe(
      "/installer/dashboard",
    );
    for (const page of [
      "How It Works",
      "Pricing",
      "Help Center",
      "Privacy Policy",
      "Terms of Service",
      "Contact",
    ]) {
      expect(await footer.getByRole("link", { name: page, exact: true }).count()).toBe(1);
    }
    expect(await footer.textContent()).toContain("2024");
    expect(errors).toEqual([]);
  });

  it("follows the footer's Pricing link to its page, which states the server's platform fee", async () => {
    const page = await browser.newPage();
    const errors = watchForErrors(page);
    await page.goto("/");
    await appTookOver(page);
    await page.locator("footer").getByRole("link", { name: "Pricing" }).click();

    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Pricing");
    expect(new URL(page.url()).pathname).toBe("/pricing");
    await page
      .getByText("The platform fee is 10% of each released payment", { exact: false })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it("shows the signed-out header with its links", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    const header = page.locator("header");
    await header.getByRole("link", { name: "For Customers" }).waitFor();
    expect(await header.getByRole("link", { name: "For Customers" }).getAttribute("href")).toBe(
      "/",
    );
    expect(await header.getByRole("link", { name: "For Installers" }).getAttribute("href")).toBe(
      "/dashboard",
    );
    expect(await header.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/signin",
    );
    expect(await header.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe(
      "/signup",
    );
    expect(await header.getByRole("link", { name: "Admin" }).count()).toBe(0);
  });

  it("follows 'Become an Installer' to the sign-up screen without a page load", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await appTookOver(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same document";
    });
    await page.getByRole("link", { name: "Become an Installer" }).click();
    await page.waitForURL("**/signup");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same document",
    );
  });

  it("fits a 375 px phone screen without sideways scrolling", async () => {
    const page = await browser.newPage({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
