/**
 * Registers the service worker (dist/sw.js, issue 23) once the page has loaded, so it
 * never competes with the first page for the connection. Only in a production build:
 * the dev server has no worker, and a worker would serve stale modules there.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  });
}
