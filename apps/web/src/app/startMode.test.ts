import { describe, expect, it } from "vitest";
import { servedPage, startMode } from "./startMode";

/** A document as the server sends it: `head` and the root's attributes and content. */
function sentDocument(html: { lang: string; head: string; root: string }): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html lang="${html.lang}"><head>${html.head}</head><body>${html.root}</body></html>`,
    "text/html",
  );
}

const RENDERED_PRICING = {
  lang: "de",
  head: '<link rel="canonical" href="https://uplink.example/pricing?lang=de" />',
  root: '<div id="root" data-prerendered=""><h1>Preise</h1></div>',
};

function rootOf(document: Document): HTMLElement {
  const root = document.getElementById("root");
  if (root === null) throw new Error("no root");
  return root;
}

describe("how the app starts over what the server sent", () => {
  it("reads the rendered page's language and path from the document the server marked", () => {
    const document = sentDocument(RENDERED_PRICING);
    expect(servedPage(document, rootOf(document))).toEqual({ locale: "de", path: "/pricing" });
  });

  it("finds no rendered page in the bare shell, nor in a root the server did not mark", () => {
    const shell = sentDocument({ ...RENDERED_PRICING, root: '<div id="root"></div>' });
    expect(servedPage(shell, rootOf(shell))).toBeNull();
    const unmarked = sentDocument({ ...RENDERED_PRICING, root: '<div id="root"><p>x</p></div>' });
    expect(servedPage(unmarked, rootOf(unmarked))).toBeNull();
    const noAddress = sentDocument({ ...RENDERED_PRICING, head: "" });
    expect(servedPage(noAddress, rootOf(noAddress))).toBeNull();
  });

  it("hydrates the page sent for the route and the language the app starts in", () => {
    expect(startMode({ locale: "de", path: "/pricing" }, { locale: "de", path: "/pricing" })).toBe(
      "hydrate",
    );
  });

  it("renders afresh when the app starts in another language, at another route, or over the bare shell", () => {
    const served = { locale: "de", path: "/pricing" };
    expect(startMode(served, { locale: "fr", path: "/pricing" })).toBe("create");
    expect(startMode(served, { locale: "de", path: "/help" })).toBe("create");
    expect(startMode(null, { locale: "de", path: "/pricing" })).toBe("create");
  });
});
