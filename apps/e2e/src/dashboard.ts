import type { Page } from "playwright-core";

/** Opens a lead's detail from its card on the signed-in user's dashboard. */
export async function openFromDashboard(page: Page, title: string): Promise<void> {
  await page.goto("/dashboard");
  await page
    .getByRole("article", { name: title })
    .getByRole("button", { name: "View Details" })
    .click();
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
}
