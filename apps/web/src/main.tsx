import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import type { ErrorInfo } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { getLocaleState, whenLocaleStarted } from "./i18n/locale";
import { registerServiceWorker } from "./app/serviceWorker";
import { servedPage, startMode } from "./app/startMode";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain an element with id 'root'");
const root: HTMLElement = container;
const served = servedPage(document, root);

/**
 * Takes `data-prerendered` (set by the server on a page it sent rendered) off the root once
 * the app has taken over that page: until then its buttons do nothing, which journeys wait for.
 */
function takenOver(): void {
  root.removeAttribute("data-prerendered");
}

/**
 * A node of the sent page that the app's first render does not produce: React renders
 * that part again on the client. Said on the console, where the browser tests look.
 */
function reportHydrationMismatch(error: unknown, info: ErrorInfo): void {
  console.error("Hydration mismatch: the page sent differs from the app's first render", error, {
    componentStack: info.componentStack,
  });
}

function start(): void {
  const mode = startMode(served, { locale: getLocaleState().locale, path: location.pathname });
  const app = <App onShown={takenOver} />;
  if (mode === "hydrate") {
    hydrateRoot(root, app, { onRecoverableError: reportHydrationMismatch });
  } else {
    createRoot(root).render(app);
  }
}

// A public page the server sent rendered (src/prerender) stays as it is until the app
// can show it in the same language, rather than giving way to a loader meanwhile.
if (root.hasChildNodes()) {
  void whenLocaleStarted().then(start);
} else {
  start();
}

registerServiceWorker();
