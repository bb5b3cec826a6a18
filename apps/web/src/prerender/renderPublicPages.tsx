import { LOCALES, registerCatalogue, type Locale } from "@uplink/domain";
import { de } from "@uplink/domain/locales/de";
import { es } from "@uplink/domain/locales/es";
import { fr } from "@uplink/domain/locales/fr";
import { it } from "@uplink/domain/locales/it";
import { pl } from "@uplink/domain/locales/pl";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode, RefObject } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import "../i18n/screenMessages";
import { App } from "../app/App";
import { pageTitle } from "../app/layout/useDocumentTitle";
import { addMessages, t } from "../i18n/i18n";
import { showLocaleWithoutDocument } from "../i18n/locale";
import { PUBLIC_PAGES } from "./publicPages";

/** One public page in one language, as a visitor without an account first sees it. */
export interface PrerenderedPage {
  title: string;
  description: string;
  /** What the app renders into `#root`: markup and Mantine's style element, no script. */
  html: string;
}

/** Each public page's path, then each language's rendering of it. */
export type PrerenderedPages = Record<string, Record<Locale, PrerenderedPage>>;

const catalogueFiles = import.meta.glob<Record<string, unknown>>("../i18n/locales/*.json", {
  eager: true,
  import: "default",
});
const domainCatalogues = { de, es, fr, it, pl };

/** Every language's strings, the landing's and the screens', and the domain's messages. */
function loadEveryLanguage(): void {
  for (const [file, messages] of Object.entries(catalogueFiles)) {
    const locale = /\/(\w+)(?:\.shell)?\.json$/.exec(file)?.[1] as Locale;
    addMessages(messages, locale);
  }
  for (const [locale, catalogue] of Object.entries(domainCatalogues)) {
    registerCatalogue(locale as Locale, catalogue);
  }
}

/**
 * The page at `path` as a signed-out visitor sees it in the language shown: the app
 * itself, as the browser starts it (main.tsx), at that address. Its lazily loaded screen
 * is waited for, so the page is whole; the app's first render in the browser hydrates
 * this markup and must produce it exactly.
 */
async function renderPage(path: string): Promise<string> {
  // The screens' runtime makes its query client here; each query left in it would keep
  // the build's process alive until its garbage-collection timer (5 minutes) fires.
  const queryClientSlot: RefObject<QueryClient | null> = { current: null };
  function AtPath({ children }: { children: ReactNode }) {
    return <StaticRouter location={path}>{children}</StaticRouter>;
  }
  const { prelude } = await prerender(<App Router={AtPath} queryClientSlot={queryClientSlot} />, {
    // Every part in place, as renderToString writes it: a large part is otherwise sent
    // apart and moved in by a script, which a page without JavaScript never runs.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  queryClientSlot.current?.clear();
  return html;
}

/**
 * Every public page in every language, for search engines and for visitors whose
 * JavaScript has not run yet (issue 23). Run at build (build-plugins/prerender.ts); the
 * server puts each into index.html with its head (apps/server/src/plugins/public-pages.ts).
 */
export async function renderPublicPages(): Promise<PrerenderedPages> {
  loadEveryLanguage();
  const pages: PrerenderedPages = {};
  for (const path of PUBLIC_PAGES) {
    const languages: Partial<Record<Locale, PrerenderedPage>> = {};
    for (const locale of LOCALES) {
      showLocaleWithoutDocument(locale);
      const html = await renderPage(path);
      if (html.includes("<script")) throw new Error(`${path} (${locale}) rendered a script`);
      languages[locale] = { title: pageTitle(path), description: t("titles.description"), html };
    }
    pages[path] = languages as Record<Locale, PrerenderedPage>;
  }
  return pages;
}
