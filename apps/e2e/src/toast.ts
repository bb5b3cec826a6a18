import type { Page } from "playwright-core";

/**
 * Waits for a notification by its exact title. `getByText` alone matches
 * case-insensitively and by substring, so a toast titled "Revision Requested"
 * would also match the lead's "Revision requested" alert that appears with it.
 */
export async function waitForToast(page: Page, title: string, timeout?: number): Promise<void> {
  await page.getByText(title, { exact: true }).waitFor(timeout === undefined ? {} : { timeout });
}
