import type { Page } from "playwright-core";

/**
 * Picks a country in a form's searchable country select as a person does: typing part of
 * its name and clicking it in the list.
 */
export async function chooseCountry(page: Page, name: string, label = "Country") {
  await page.getByRole("combobox", { name: label }).fill(name.slice(0, 4));
  await page.getByRole("option", { name, exact: true }).click();
}
