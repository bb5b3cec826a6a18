import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "./browser";
import { newEmail, PASSWORD, signUpThroughApi, useToken } from "./accounts";
import { waitForLink } from "./mailbox";

const browser = useBrowser();
const dataDir = inject("dataDir");
/** Whom the accounts signed up through the REST surface are for. */
const ERIKA = { firstName: "Erika", lastName: "Muster" };

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function openUserMenu(page: Page, fullName: string) {
  await page.getByRole("button", { name: `Account menu for ${fullName}` }).click();
  await page.getByRole("menu").waitFor();
}

function storedToken(page: Page) {
  return page.evaluate(() => window.localStorage.getItem("auth_token"));
}

describe("accounts in the browser", () => {
  it("a customer signs up, verifies their email from the mail, signs out, signs in again and sees the customer menu", async () => {
    const page = await browser.newPage();
    const email = newEmail("clara");

    await page.goto("/signup");
    await page.getByLabel("First name").fill("Clara");
    await page.getByLabel("Last name").fill("Kunde");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone (optional)").fill("+49 151 23456789");
    await page
      .getByLabel("What brings you to Uplink?")
      .selectOption({ label: "Find installers for my Starlink" });
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();

    await page.waitForURL("**/dashboard");
    await page.getByText("Account created successfully!").waitFor();
    await page.getByRole("button", { name: "Account menu for Clara Kunde" }).waitFor();
    expect(await storedToken(page)).toBeTruthy();

    await page.goto(await waitForLink(dataDir, email, "/verify-email"));
    await page.getByText("Email verified").waitFor();
    expect(await page.getByText("pending admin verification").count()).toBe(1);

    const signedInToken = await storedToken(page);
    await openUserMenu(page, "Clara Kunde");
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL(`${browser.baseUrl}/`);
    await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor();
    expect(await storedToken(page)).toBeNull();
    // The server ended the session too: the token no longer signs anyone in.
    await expect
      .poll(async () => {
        const me = await fetch(`${browser.baseUrl}/api/auth/me`, {
          headers: { Authorization: `Bearer ${signedInToken}` },
        });
        return me.status;
      })
      .toBe(401);

    await page.goto("/signin?role=customer");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Customer Sign In");
    await signInWithForm(page, email, PASSWORD);
    await page.waitForURL("**/dashboard");
    await page.getByText("Welcome back!").waitFor();

    await openUserMenu(page, "Clara Kunde");
    const menu = page.getByRole("menu");
    await menu.getByText("Customer Account").waitFor();
    expect(await menu.getByRole("menuitem", { name: "New Request" }).getAttribute("href")).toBe(
      "/create-lead",
    );
    for (const item of ["Dashboard", "Settings", "Change Password", "Delete Account", "Sign Out"]) {
      expect(await menu.getByRole("menuitem", { name: item }).count(), item).toBe(1);
    }
    expect(await menu.getByRole("menuitem", { name: "Admin Dashboard" }).count()).toBe(0);

    await menu.getByRole("menuitem", { name: "Settings" }).click();
    await page.getByRole("dialog", { name: "Settings" }).getByText("Email verified").waitFor();
  });

  it("forgot password: the mailed link sets a new password, which signs in while the old one no longer does", async () => {
    const email = newEmail("paul");
    await signUpThroughApi("customer", ERIKA, email);
    const page = await browser.newPage();

    await page.goto("/signin?role=customer");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL("**/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText("If an account exists, a reset link has been sent.").waitFor();

    await page.goto(await waitForLink(dataDir, email, "/reset-password"));
    const newPassword = "an even longer passphrase";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Update Password" }).click();
    await page.getByText("Your password has been updated.").waitFor();
    await page.getByRole("link", { name: "Go to sign in" }).click();
    await page.waitForURL("**/signin?role=customer");

    await signInWithForm(page, email, PASSWORD);
    await page.getByText("Sign In Failed").waitFor();
    await page.getByText("Invalid email or password").waitFor();
    expect(new URL(page.url()).pathname).toBe("/signin");
    expect(await storedToken(page)).toBeNull();

    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("button", { name: "Account menu for Erika Muster" }).waitFor();
  });

  it("a signed-in installer or customer opening /signin goes to their own dashboard", async () => {
    const installerEmail = newEmail("ines");
    await signUpThroughApi("installer", ERIKA, installerEmail);
    const page = await browser.newPage();

    await page.goto("/signin?role=installer");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Installer Sign In");
    await signInWithForm(page, installerEmail, PASSWORD);
    await page.waitForURL("**/installer/dashboard");

    await page.goto("/signin?role=installer");
    await page.waitForURL("**/installer/dashboard");
    await page.goto("/signin");
    await page.waitForURL("**/installer/dashboard");

    const customer = await signUpThroughApi("customer", ERIKA, newEmail("carl"));
    const customerPage = await browser.newPage();
    await useToken(customerPage, customer.token);
    await customerPage.goto("/signin?role=customer");
    await customerPage.waitForURL(`${browser.baseUrl}/dashboard`);
  });

  it("a customer changes their password and then deletes their account from the user menu", async () => {
    const email = newEmail("dora");
    const { token } = await signUpThroughApi("customer", ERIKA, email);
    const page = await browser.newPage();
    await useToken(page, token);
    await page.goto("/dashboard");

    await openUserMenu(page, "Erika Muster");
    await page.getByRole("menuitem", { name: "Change Password" }).click();
    const changeDialog = page.getByRole("dialog", { name: "Change Password" });
    const newPassword = "my brand new passphrase";
    await changeDialog.getByLabel("Current password", { exact: true }).fill(PASSWORD);
    await changeDialog.getByLabel("New password", { exact: true }).fill(newPassword);
    await changeDialog.getByLabel("Confirm new password").fill(newPassword);
    await changeDialog.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Your password has been changed.").waitFor();
    await changeDialog.waitFor({ state: "detached" });

    await openUserMenu(page, "Erika Muster");
    await page.getByRole("menuitem", { name: "Delete Account" }).click();
    const deleteDialog = page.getByRole("dialog", { name: "Delete Account" });
    await deleteDialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await deleteDialog.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText("Error", { exact: true }).waitFor();
    expect(await storedToken(page)).toBe(token);

    await deleteDialog.getByLabel("Password", { exact: true }).fill(newPassword);
    await deleteDialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(`${browser.baseUrl}/`);
    await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor();
    expect(await storedToken(page)).toBeNull();

    await page.goto("/signin");
    await signInWithForm(page, email, newPassword);
    await page.getByText("Invalid email or password").waitFor();
  });

  it("the sign-in and sign-up screens fit a 375 px phone", async () => {
    const page = await browser.newPage({ width: 375, height: 800 });
    for (const path of ["/signin", "/signup", "/forgot-password", "/reset-password?token=x"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.getByRole("button").last().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
