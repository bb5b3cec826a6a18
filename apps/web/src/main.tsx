import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { whenLocaleStarted } from "./i18n/locale";
import { registerServiceWorker } from "./app/serviceWorker";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain an element with id 'root'");

function render(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
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
