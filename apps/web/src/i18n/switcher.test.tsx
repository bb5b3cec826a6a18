import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { de as deMessages } from "@uplink/domain/locales/de";
import dayjs from "dayjs";
import "dayjs/locale/de";
import { fr as frMessages } from "@uplink/domain/locales/fr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorOf } from "../test/fields";
import { renderRoute } from "../test/renderRoute";
import { aUser, data, signedInAs, stubApi } from "../test/stubApi";
import enShell from "./en.shell.json";
import en from "./en.json";
import { LOCALE_STORAGE_KEY } from "./locale";
import de from "./locales/de.json";
import deShell from "./locales/de.shell.json";
import fr from "./locales/fr.json";

afterEach(() => {
  vi.restoreAllMocks();
});

function heading(title: string) {
  return screen.findByRole("heading", { level: 1, name: title });
}

function languageSelect(): HTMLSelectElement {
  return within(screen.getByRole("banner")).getByRole("combobox");
}

function choose(locale: string) {
  fireEvent.change(languageSelect(), { target: { value: locale } });
}

describe("the language switcher", () => {
  it("names each language in itself, for the keyboard as a native select, and is labelled", () => {
    stubApi();
    renderRoute("/");

    const select = screen.getByRole("combobox", { name: enShell.language.label });
    const options = within(select).getAllByRole<HTMLOptionElement>("option");
    expect(options.map((option) => [option.value, option.lang, option.textContent])).toEqual([
      ["en", "en", "English"],
      ["de", "de", "Deutsch"],
      ["fr", "fr", "Français"],
      ["es", "es", "Español"],
      ["it", "it", "Italiano"],
      ["pl", "pl", "Polski"],
    ]);
  });

  it("switches the whole page at once, sets <html lang> and remembers the choice in this browser", async () => {
    stubApi();
    renderRoute("/");
    await heading(enShell.landing.hero.title);

    choose("de");

    await heading(deShell.landing.hero.title);
    const header = within(screen.getByRole("banner"));
    expect(header.getByRole("link", { name: deShell.header.signIn })).toBeTruthy();
    expect(header.getByRole("combobox", { name: deShell.language.label })).toBeTruthy();
    expect(screen.getByText(deShell.landing.footer.tagline)).toBeTruthy();
    expect(screen.queryByText(enShell.landing.hero.subtitle)).toBeNull();
    expect(document.documentElement.lang).toBe("de");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("de");

    choose("en");
    await heading(enShell.landing.hero.title);
    expect(document.documentElement.lang).toBe("en");
  });

  it("switches a screen's strings and its form's messages, the domain's too, while they are shown", async () => {
    stubApi();
    renderRoute("/signin");
    await screen.findByLabelText(en.auth.fields.email);
    fireEvent.click(screen.getByRole("button", { name: en.auth.signIn.submit }));
    expect(errorOf(en.auth.fields.email)).toBe("Email is required");

    choose("de");

    await heading(de.auth.signIn.customerTitle);
    expect(errorOf(de.auth.fields.email)).toBe(deMessages.validation.emailRequired);
    expect(errorOf(de.auth.fields.password)).toBe(deMessages.validation.passwordRequired);

    choose("fr");

    await heading(fr.auth.signIn.customerTitle);
    expect(errorOf(fr.auth.fields.email)).toBe(frMessages.validation.emailRequired);
  });

  it("names the active language to the server in every call", async () => {
    const api = signedInAs(aUser(), { "leads.list": () => data([]) });
    renderRoute("/dashboard");
    await heading(en.dashboard.customerTitle);
    expect(api.sent("leads.list")[0]?.headers.get("Accept-Language")).toBe("en");

    choose("de");

    await heading(de.dashboard.customerTitle);
    // The lists the server wrote are read again, in the new language.
    await waitFor(() =>
      expect(api.sent("leads.list").at(-1)?.headers.get("Accept-Language")).toBe("de"),
    );
  });

  it("saves a signed-in person's choice on the account, in the header and in Settings", async () => {
    const api = signedInAs(aUser(), {
      "account.setLocale": ({ input }) => data({ locale: input.locale }),
      "auth.sessions": () => data({ sessions: [] }),
      "payments.statement": () => data([]),
    });
    renderRoute("/");
    await screen.findByRole("button", { name: "Account menu for Jane Doe" });

    choose("pl");
    await waitFor(() => expect(api.sent("account.setLocale")).toHaveLength(1));
    expect(api.sent("account.setLocale")[0]?.input).toEqual({ locale: "pl" });
    await waitFor(() => expect(document.documentElement.lang).toBe("pl"));

    choose("en");
    await heading(enShell.landing.hero.title);
    fireEvent.click(screen.getByRole("button", { name: "Account menu for Jane Doe" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: en.account.menu.settings }));
    const settings = within(await screen.findByRole("dialog", { name: en.account.settings.title }));
    // Labelled visibly here.
    fireEvent.change(settings.getByLabelText(enShell.language.label), {
      target: { value: "de" },
    });

    await screen.findByRole("dialog", { name: de.account.settings.title });
    expect(api.sent("account.setLocale").map((call) => call.input)).toEqual([
      { locale: "pl" },
      { locale: "en" },
      { locale: "de" },
    ]);
    // The saved choice is the session's now: it does not switch back.
    expect(document.documentElement.lang).toBe("de");
  });

  it("names the date pickers' days and months in the active language", async () => {
    signedInAs(aUser(), { "leads.list": () => data([]) });
    renderRoute("/create-lead");
    await screen.findByLabelText(en.leads.form.startDate);

    choose("de");

    fireEvent.click(await screen.findByLabelText(de.leads.form.startDate));
    const german = dayjs().locale("de");
    // Mondays first: Mo, Di, Mi, Do, Fr, Sa, So.
    const weekdays = [1, 2, 3, 4, 5, 6, 0].map((day) => german.day(day).format("dd"));
    await waitFor(() =>
      expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(weekdays),
    );
    expect(screen.getByText(german.format("MMMM YYYY"))).toBeTruthy();
  });
});
