import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router-dom";

/**
 * After an in-app navigation, moves focus to the new screen's `h1` inside `container`, so a
 * keyboard or screen-reader user starts at the new content instead of a link that is gone
 * (issue 14). Not on the first load, where focus belongs to the browser. Screens arrive
 * lazily and show a skeleton first, so it waits for the heading to be rendered. A lead's
 * detail inside the dashboard (`?lead=`) is a screen of its own; other query parameters
 * (e.g. the admin dashboard's tab) leave focus where it is.
 */
export function useFocusHeadingOnNavigate(container: RefObject<HTMLElement | null>): void {
  const { pathname, search } = useLocation();
  const screen = `${pathname}?lead=${new URLSearchParams(search).get("lead") ?? ""}`;
  const shownScreen = useRef(screen);

  useEffect(() => {
    const root = container.current;
    if (shownScreen.current === screen || !root) return;
    shownScreen.current = screen;

    const focusHeading = (): boolean => {
      const heading = root.querySelector("h1");
      if (!heading) return false;
      // Focusable by script only: a heading must not become a stop in the tab order.
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, screen]);
}
