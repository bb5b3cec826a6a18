import { TextInput } from "@mantine/core";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createLeadFormSchema, signInSchema } from "@uplink/domain";
import { de as deMessages } from "@uplink/domain/locales/de";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../app/AppProviders";
import { trpcClient } from "../app/api/trpcClient";
import { useSchemaForm } from "../features/auth/forms/useSchemaForm";
import { EMPTY_LEAD_FORM, type LeadFormValues } from "../features/leads/form/LeadFormFields";
import { errorOf } from "../test/fields";
import { aUser, signedInAs, stubApi } from "../test/stubApi";
import enShell from "./en.shell.json";
import { changeLocale, getLocaleState, loadScreenMessages, LOCALE_STORAGE_KEY } from "./locale";
import deShell from "./locales/de.shell.json";
import frShell from "./locales/fr.shell.json";
import itShell from "./locales/it.shell.json";
import { useTranslation } from "./useTranslation";

afterEach(() => {
  vi.restoreAllMocks();
});

function browserLanguages(...languages: string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
}

/** A translated text, as every screen shows them. */
function Title() {
  const { t } = useTranslation();
  return <h1>{t("landing.hero.title")}</h1>;
}

function renderApp(children = <Title />) {
  return render(<AppProviders>{children}</AppProviders>);
}

function title() {
  return screen.queryByRole("heading", { level: 1 })?.textContent;
}

describe("the first language", () => {
  it("is English for an English browser, rendered at once", () => {
    browserLanguages("en-GB", "en");
    renderApp();

    expect(title()).toBe(enShell.landing.hero.title);
    expect(document.documentElement.lang).toBe("en");
  });

  it("is the first of the browser's languages Uplink speaks, rendered once its strings have loaded", async () => {
    browserLanguages("nl-NL", "de-CH", "fr", "en");
    renderApp();

    // Neither English nor raw keys meanwhile: a loader stands in for the app.
    expect(title()).toBeUndefined();
    expect(document.body.querySelector("[aria-busy='true']")).not.toBeNull();
    await waitFor(() => expect(title()).toBe(deShell.landing.hero.title));
    expect(document.documentElement.lang).toBe("de");
    // Nobody chose it: the next visit asks the browser again.
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it("is English when the browser names none of Uplink's languages", () => {
    browserLanguages("nl-NL", "sv");
    renderApp();

    expect(title()).toBe(enShell.landing.hero.title);
  });

  it("is the one chosen before in this browser, over the browser's languages", async () => {
    browserLanguages("de-DE", "en");
    window.localStorage.setItem(LOCALE_STORAGE_KEY, "fr");
    renderApp();

    await waitFor(() => expect(title()).toBe(frShell.landing.hero.title));
    expect(document.documentElement.lang).toBe("fr");
  });

  it("is the one the address names (?lang=, each language's address of a public page), over the browser's", async () => {
    browserLanguages("de-DE", "en");
    window.history.replaceState(null, "", "/pricing?lang=it");
    try {
      renderApp();
      await waitFor(() => expect(title()).toBe(itShell.landing.hero.title));
      expect(document.documentElement.lang).toBe("it");
      // Nobody chose it: the next visit without it asks the browser again.
      expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("is the one chosen before in this browser over the one the address names", async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, "fr");
    window.history.replaceState(null, "", "/?lang=it");
    try {
      renderApp();
      await waitFor(() => expect(title()).toBe(frShell.landing.hero.title));
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("is the signed-in person's saved one, over this browser's choice, and kept for the next visit", async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, "fr");
    signedInAs(aUser({ locale: "it" }));
    renderApp();

    await waitFor(() => expect(title()).toBe(itShell.landing.hero.title));
    expect(document.documentElement.lang).toBe("it");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("it");
  });

  it("stays this browser's when the signed-in person has not chosen one", async () => {
    browserLanguages("de-AT");
    const api = signedInAs(aUser({ locale: null }));
    renderApp();

    await waitFor(() => expect(api.sent("auth.me")).toHaveLength(1));
    await waitFor(() => expect(title()).toBe(deShell.landing.hero.title));
    expect(getLocaleState()).toEqual({ locale: "de", requested: "de", starting: false });
  });
});

describe("a change of language", () => {
  it("renders everything again in the new language at once, sets <html lang> and is remembered", async () => {
    renderApp();
    expect(title()).toBe(enShell.landing.hero.title);

    await act(() => changeLocale("de", "choice"));

    expect(title()).toBe(deShell.landing.hero.title);
    expect(document.documentElement.lang).toBe("de");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("de");
  });

  it("keeps the language shown until the new one has loaded, and the last choice wins", async () => {
    renderApp();

    const german = changeLocale("de", "choice");
    const french = changeLocale("fr", "choice");
    expect(title()).toBe(enShell.landing.hero.title);
    await act(() => Promise.all([german, french]));

    expect(title()).toBe(frShell.landing.hero.title);
    expect(document.documentElement.lang).toBe("fr");
  });

  it("is named to the server in every call (Accept-Language)", async () => {
    const api = stubApi();
    await trpcClient.config.get.query();
    await changeLocale("de", "choice");
    await trpcClient.config.get.query();

    expect(api.sent("config.get").map((call) => call.headers.get("Accept-Language"))).toEqual([
      "en",
      "de",
    ]);
  });
});

/** A field checked by one of the domain's schemas, whose messages were captured in English. */
function EmailForm() {
  const form = useSchemaForm(signInSchema, { email: "", password: "" });
  return (
    <form onSubmit={form.onSubmit(() => undefined)}>
      <TextInput label="Email" {...form.getInputProps("email")} />
      <button type="submit">Send</button>
    </form>
  );
}

/** The request form's fields, its postal code not of its country's format. */
function PostalCodeForm() {
  const form = useSchemaForm<LeadFormValues>(createLeadFormSchema, {
    ...EMPTY_LEAD_FORM,
    country: "DE",
    postalCode: "1",
  });
  return (
    <form onSubmit={form.onSubmit(() => undefined)}>
      <TextInput label="Postal code" {...form.getInputProps("postalCode")} />
      <TextInput label="City" {...form.getInputProps("city")} />
      <button type="submit">Send</button>
    </form>
  );
}

describe("the domain's sentences", () => {
  it("in a form's messages follow the language, even those shown before the change", async () => {
    renderApp(<EmailForm />);
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(errorOf("Email")).toBe("Email is required");

    await act(async () => {
      await loadScreenMessages();
      await changeLocale("de", "choice");
    });

    expect(errorOf("Email")).toBe(deMessages.validation.emailRequired);
  });

  it("in a form's messages name their country in the language, after the change too", async () => {
    renderApp(<PostalCodeForm />);
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(errorOf("Postal code")).toBe("Enter a postal code like 80331 for Germany");

    await act(async () => {
      await loadScreenMessages();
      await changeLocale("de", "choice");
    });

    expect(errorOf("Postal code")).toBe(
      deMessages.validation.postalCodeFormat("Deutschland", "80331"),
    );
  });

  it("in a German user's form are German when checked, by key", async () => {
    await act(async () => {
      await loadScreenMessages();
      await changeLocale("de", "choice");
    });
    renderApp(<PostalCodeForm />);
    fireEvent.click(await screen.findByRole("button", { name: "Send" }));

    expect(errorOf("Postal code")).toBe(
      deMessages.validation.postalCodeFormat("Deutschland", "80331"),
    );
    expect(errorOf("City")).toBe(deMessages.validation.cityRequired);
  });
});
