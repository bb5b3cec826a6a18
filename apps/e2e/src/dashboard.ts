import type { Page } from "playwright-core";
import { waitForToast } from "./toast";

/** Opens a lead's detail from its card on the signed-in user's dashboard. */
export async function openFromDashboard(page: Page, title: string): Promise<void> {
  await page.goto("/dashboard");
  await page
    .getByRole("article", { name: title })
    .getByRole("button", { name: "View Details" })
    .click();
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
}

/** The customer approves in the lead's actions card, confirming, and sees SPEC §8's toast. */
export async function approveJob(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Approve Work" }).click();
  await page
    .getByRole("dialog", { name: "Approve the work?" })
    .getByRole("button", { name: "Approve & Release Payment" })
    .click();
  await waitForToast(page, "Job Approved");
  await page.getByText("Payment has been released to the installer.").waitFor();
}
