import { useEffect, type RefObject } from "react";

/** How long whoever should take focus next (a closing dialog, a new screen) is given first. */
const GRACE_MS = 100;

/**
 * Marks a region whose controls come and go with what is done in it (e.g. a lead's
 * actions): focus lost with one of them goes to the region's heading.
 */
export const FOCUS_HOME = { "data-focus-home": true } as const;

/** The element that has focus, or null when only the page has. */
function focusedElement(): Element | null {
  const active = document.activeElement;
  return active === null || active === document.body ? null : active;
}

/**
 * When the focused element leaves the page (a button its own action removed, a dialog whose
 * opener went away meanwhile) and nothing has taken focus a moment later, focus goes to the
 * heading of the FOCUS_HOME region it was in, else to the open dialog, else to the screen's
 * `h1` inside `container`, instead of falling to the page, where the next Tab would start
 * again from the header (issue 14).
 */
export function useKeepFocusOnScreen(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let lastFocused: Element | null = null;
    let home: Element | null = null;
    let timer: number | undefined;
    const lost = () =>
      focusedElement() === null && lastFocused !== null && !lastFocused.isConnected;

    const rescue = () => {
      timer = undefined;
      if (!lost()) return;
      lastFocused = null;
      const homeHeading = home?.isConnected ? home.querySelector("h1, h2, h3, h4") : null;
      const target =
        homeHeading ??
        document.querySelector('[role="dialog"][aria-modal="true"]') ??
        container.current?.querySelector("h1");
      if (!(target instanceof HTMLElement)) return;
      // A heading is focusable by script only, as on a route change.
      if (/^H\d$/.test(target.tagName)) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    };

    const onFocusIn = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
      home = lastFocused?.closest("[data-focus-home]") ?? null;
    };
    const observer = new MutationObserver(() => {
      if (timer === undefined && lost()) timer = window.setTimeout(rescue, GRACE_MS);
    });
    document.addEventListener("focusin", onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [container]);
}
