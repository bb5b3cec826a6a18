import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { whenLocaleStarted } from "./i18n/locale";
import { registerServiceWorker } from "./app/serviceWorker";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain an element with id 'root'");

/**
 * Takes `data-prerendered` (set by the server on a page it sent rendered) off the root once
 * the app has replaced that page: until then its buttons do nothing and focus may be
 * lost when the app takes over, which journeys wait for.
 */
function TakenOver({ root }: { root: HTMLElement }) {
  useEffect(() => root.removeAttribute("data-prerendered"), [root]);
  return null;
}

function render(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
      <TakenOver root={root} />
    </StrictMode>,
  );
}

// A public page the server sent rendered (src/prerender) stays as it is until the app
// can show it in the same language, rather than giving way to a loader meanwhile.
if (container.hasChildNodes()) {
  void whenLocaleStarted().then(() => render(container));
} else {
  render(container);
}

registerServiceWorker();
