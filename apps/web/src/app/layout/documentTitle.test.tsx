import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import enShell from "../../i18n/en.shell.json";
import deShell from "../../i18n/locales/de.shell.json";
import frShell from "../../i18n/locales/fr.shell.json";
import plShell from "../../i18n/locales/pl.shell.json";
import { renderRoute } from "../../test/renderRoute";
import { stubApi } from "../../test/stubApi";

const titled = (title: string) => `${title} · Uplink`;

async function expectTitle(title: string) {
  await waitFor(() => expect(document.title).toBe(titled(title)));
}

/** index.html, as the server sends it before any script runs. */
const indexHtml = readFileSync(path.resolve(__dirname, "../../../index.html"), "utf8");
const page = new DOMParser().parseFromString(indexHtml, "text/html");

/** The content of index.html's or the live document's `<meta>` named `name`. */
const metaOf = (name: string, of: Document = document) =>
  of.head.querySelector<HTMLMetaElement>(`meta[name="${name}"], meta[property="${name}"]`)?.content;

/** index.html's description and Open Graph tags, which the app fills in. */
const PAGE_META = 'meta[name="description"], meta[property^="og:"]';

beforeEach(() => {
  // The page's head as index.html has it; the files of a worker share one document.
  for (const meta of page.head.querySelectorAll(PAGE_META)) {
    document.head.append(document.importNode(meta, true));
  }
});
afterEach(() => {
  for (const meta of document.head.querySelectorAll(PAGE_META)) meta.remove();
});

describe("each page's title", () => {
  it.each([
    ["/", enShell.titles.landing],
    ["/signin", enShell.titles.signIn],
    ["/create-lead", enShell.titles.createLead],
    ["/edit-lead/0b6f4c1e-2a1d-4f8e-9c3a-5d7e8f9a0b1c", enShell.titles.editLead],
    ["/installer/dashboard", enShell.titles.dashboard],
    ["/how-it-works", enShell.titles.howItWorks],
    ["/no-such-page", enShell.titles.notFound],
  ])("names the page at %s", async (path, title) => {
    stubApi();
    renderRoute(path);
    await expectTitle(title);
  });

  it("follows the language the visitor chooses, and the page they go to next", async () => {
    stubApi();
    renderRoute("/pricing");
    await expectTitle(enShell.titles.pricing);

    fireEvent.change(within(screen.getByRole("banner")).getByRole("combobox"), {
      target: { value: "de" },
    });
    await expectTitle(deShell.titles.pricing);
    fireEvent.click(
      within(screen.getByRole("banner")).getByRole("link", { name: deShell.header.signIn }),
    );
    await expectTitle(deShell.titles.signIn);

    fireEvent.change(within(screen.getByRole("banner")).getByRole("combobox"), {
      target: { value: "pl" },
    });
    await expectTitle(plShell.titles.signIn);
    fireEvent.change(within(screen.getByRole("banner")).getByRole("combobox"), {
      target: { value: "en" },
    });
    await expectTitle(enShell.titles.signIn);
  });

  it("index.html names the landing page, and describes it for search engines and link previews without JavaScript", () => {
    expect(page.title).toBe(titled(enShell.titles.landing));
    expect(metaOf("description", page)).toBe(enShell.titles.description);
    expect(metaOf("og:title", page)).toBe(titled(enShell.titles.landing));
    expect(metaOf("og:description", page)).toBe(enShell.titles.description);
    expect(metaOf("og:type", page)).toBe("website");
  });

  it("describes the page in the language chosen", async () => {
    stubApi();
    renderRoute("/help");
    await expectTitle(enShell.titles.help);
    expect(metaOf("og:title")).toBe(titled(enShell.titles.help));

    fireEvent.change(within(screen.getByRole("banner")).getByRole("combobox"), {
      target: { value: "fr" },
    });
    await expectTitle(frShell.titles.help);
    expect(metaOf("description")).toBe(frShell.titles.description);
    expect(metaOf("og:description")).toBe(frShell.titles.description);
    expect(metaOf("og:title")).toBe(titled(frShell.titles.help));
  });
});
