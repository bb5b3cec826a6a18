import { de } from "@uplink/domain/locales/de";
import { fr } from "@uplink/domain/locales/fr";
import { describe, it } from "vitest";
import {
  callApi,
  logIntoAdminPanel,
  PASSWORD,
  signUpApprovedInstaller,
  signUpInPage,
  signUpThroughApi,
  uniqueCity,
} from "./accounts";
import { useBrowser } from "./browser";
import { BROWSER_LOCALE, tr } from "./catalogue";

/*
 * Issue 22 in the browser: what the domain and the server say is said by key and written
 * in the reader's language, a form's field messages (checked in the browser or refused by
 * the server) and the alerts an administrator reads.
 */

const browser = useBrowser();

describe("messages by key in the browser", () => {
  it("a German customer reads the change-password dialog's field messages in German, the browser's check and the server's refusal", async () => {
    const t = (key: string, values?: Record<string, string>) => tr("de", key, values);
    const page = await browser.newPage({ locale: BROWSER_LOCALE.de });
    await signUpInPage(page, "customer");
    await page.goto("/dashboard");
    await page
      .getByRole("button", { name: t("account.menu.open", { name: "Clara Kunde" }) })
      .click();
    await page.getByRole("menuitem", { name: t("account.menu.changePassword") }).click();
    const dialog = page.getByRole("dialog", { name: t("account.changePassword.title") });
    const submit = dialog.getByRole("button", { name: t("account.changePassword.submit") });

    await submit.click();
    await dialog.getByText(de.validation.currentPasswordRequired, { exact: true }).waitFor();

    const current = dialog.getByLabel(t("account.changePassword.currentPassword"), { exact: true });
    await current.fill(`not ${PASSWORD}`);
    await dialog.getByLabel(t("auth.fields.newPassword"), { exact: true }).fill("a new passphrase");
    await dialog
      .getByLabel(t("auth.fields.confirmNewPassword"), { exact: true })
      .fill("a new passphrase");
    await submit.click();
    await dialog.getByText(de.server.wrongCurrentPassword, { exact: true }).waitFor();
  });

  it("a French administrator reads an installer's repeated withdrawals in French", async () => {
    const customer = await signUpThroughApi("customer");
    const installer = await signUpApprovedInstaller(await browser.newPage(), {
      firstName: "Wim",
      lastName: "Rückzieher",
    });
    for (const reason of ["Wagen kaputt", "Krank", "Kein Material"]) {
      const lead = await callApi(customer.token, "POST", "/workflow/leads", {
        address: `Hafenstraße 3, ${uniqueCity("Flensburg")}, 24937`,
        description: "Roof mount on a detached house",
      });
      await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/accept`);
      await callApi(installer.token, "POST", `/workflow/leads/${lead.id}/withdraw`, { reason });
    }

    const page = await browser.newPage({ locale: BROWSER_LOCALE.fr });
    await logIntoAdminPanel(page, (key) => tr("fr", key));
    await page.goto("/admin-dashboard?tab=alerts");
    await page
      .getByText(fr.alerts.repeatedWithdrawals("Wim Rückzieher", installer.email, 3, 30), {
        exact: true,
      })
      .waitFor();
  });
});
