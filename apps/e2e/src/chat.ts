import type { Page } from "playwright-core";
import { openFromDashboard } from "./dashboard";

/** The open chat's dialog. */
export function chatDialog(page: Page) {
  return page.getByRole("dialog", { name: "Conversation" });
}

/** Opens the lead from the dashboard, then its chat; answers the chat's message log. */
export async function openChat(page: Page, title: string) {
  await openFromDashboard(page, title);
  await page.getByRole("button", { name: "Open Chat" }).click();
  const log = chatDialog(page).getByRole("log");
  await log.waitFor();
  return log;
}
