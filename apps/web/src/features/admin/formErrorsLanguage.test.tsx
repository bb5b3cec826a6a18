import { act, configure, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import de from "../../i18n/locales/de.json";
import en from "../../i18n/en.json";
import { changeLocale } from "../../i18n/locale";
import { errorOf, type } from "../../test/fields";
import { INSTALLER_ID } from "../../test/leads";
import { renderRoute } from "../../test/renderRoute";
import { data } from "../../test/stubApi";
import { anAdminLead, anAdminUser, signedInAsAdmin } from "./testing/adminFixtures";

configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 22: a field check of the web's catalogue shown under a field is kept by key, so
 * it reads in the new language after the user switches, as the schemas' checks do.
 */

const disputed = anAdminLead({
  title: "Starlink Installation in Munich",
  status: "DISPUTED",
  installerId: INSTALLER_ID,
  value: 350,
});

const held = (template: string) => template.replace("{{value}}", "350");

/** The leads tab with the disputed lead; its Settle dialog opened and confirmed empty. */
async function settleDialogConfirmedEmpty() {
  signedInAsAdmin({
    "admin.leads": () => data([disputed]),
    "admin.leadDisputes": () => data([]),
  });
  renderRoute("/admin-dashboard?tab=leads");
  const settle = { name: `Settle ${disputed.title}` };
  // The first whole-app render of a file loads its screens: slow on a busy machine.
  fireEvent.click(await screen.findByRole("button", settle, { timeout: 15_000 }));
  const dialog = within(await screen.findByRole("dialog", { name: en.admin.settle.title }));
  // The form comes once the lead's disputes have answered.
  fireEvent.click(await dialog.findByRole("button", { name: en.admin.settle.confirm }));
  return dialog;
}

// Whole-app renders are slow on a busy two-core machine.
describe("a form's field check after a change of language", { timeout: 20_000 }, () => {
  it("the Settle dialog's outcome check reads in German once German is chosen", async () => {
    const dialog = await settleDialogConfirmedEmpty();
    expect(dialog.getByText(en.admin.settle.outcomeRequired)).toBeTruthy();

    await act(() => changeLocale("de", "choice"));
    expect(dialog.getByText(de.admin.settle.outcomeRequired)).toBeTruthy();
    expect(dialog.queryByText(en.admin.settle.outcomeRequired)).toBeNull();
  });

  it("the Settle dialog's share check, with its amount, reads in German once German is chosen", async () => {
    const dialog = await settleDialogConfirmedEmpty();
    fireEvent.click(dialog.getByRole("radio", { name: en.admin.settle.split }));
    type(en.admin.settle.installerShare, "350");
    fireEvent.click(dialog.getByRole("button", { name: en.admin.settle.confirm }));
    expect(errorOf(en.admin.settle.installerShare)).toBe(
      held(en.admin.settle.installerShareTooLarge),
    );

    await act(() => changeLocale("de", "choice"));
    expect(errorOf(de.admin.settle.installerShare)).toBe(
      held(de.admin.settle.installerShareTooLarge),
    );
  });

  it("the message form's recipient check reads in German once German is chosen", async () => {
    const nina = anAdminUser({ firstName: "Nina", lastName: "Neu", email: "nina@example.com" });
    signedInAsAdmin({ "admin.users": () => data([nina]) });
    renderRoute("/admin-dashboard?tab=messages");
    fireEvent.click(await screen.findByRole("button", { name: en.admin.messages.send }));
    expect(errorOf(en.admin.messages.recipient)).toBe(en.admin.messages.recipientRequired);

    await act(() => changeLocale("de", "choice"));
    expect(errorOf(de.admin.messages.recipient)).toBe(de.admin.messages.recipientRequired);
  });
});
