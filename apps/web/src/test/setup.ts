import { notifications } from "@mantine/notifications";
import { cleanup, configure, getConfig } from "@testing-library/react";
import { afterEach, expect, vi } from "vitest";
import { reportMissingKeys } from "../i18n/i18n";
import { resetLocaleForTests } from "../i18n/locale";
import { setMantineInJsdom } from "../app/AppProviders";
import { toastStore } from "../app/notifications/toastStore";
import { registerIdentityProviderClient } from "../features/auth/identity/identityProviderClient";
import { noteMissingKey, takeMissingKeys } from "./missingKeys";

// CI runs every package's tests at once on two cores: a screen may take longer than
// testing-library's default second to settle there, which is load, not a defect.
configure({ asyncUtilTimeout: 5000 });

// A query that finds nothing prints the whole page into its error. Within a wait (findBy*,
// waitFor) each failed try's error is thrown away, and the one kept when the wait times out
// gets the page printed then (waitFor's onTimeout): printing it on every try, 20 times a
// second, only spent the time. testing-library marks its tries with this flag of its config
// (not in its types: @testing-library/dom 10).
const printPageIntoError = getConfig().getElementError;
const withinAWait = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
    ._disableExpensiveErrorDiagnostics;
configure({
  getElementError: (message, container) => {
    if (!withinAWait()) {
      return printPageIntoError(message, container);
    }
    const error = new Error(message ?? "");
    error.name = "TestingLibraryElementError";
    return error;
  },
});

// The app's Mantine without its CSS variables and transitions, which cost each test time and
// change nothing it can see (AppProviders.tsx); transitions stop as for a person who asks for
// reduced motion, which the page below does.
setMantineInJsdom({ withCssVariables: false, withTransitions: false });

// Mantine reads these browser APIs, which jsdom does not implement.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: query === "(prefers-reduced-motion: reduce)",
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// A chosen photo's thumbnail is an object URL, which jsdom cannot make.
URL.createObjectURL = () => "blob:photo";
URL.revokeObjectURL = () => {};

// A select's list scrolls its active option into view (a test may put a spy in its place).
Element.prototype.scrollIntoView = () => {};

// A key missing from the catalogue (or shown before its strings have loaded) would render as
// the raw key; every rendered string in every test is checked.
reportMissingKeys(noteMissingKey);

afterEach(() => {
  cleanup();
  // The files of a worker share their timers (vite.config.ts: isolate false).
  vi.useRealTimers();
  notifications.clean(toastStore);
  registerIdentityProviderClient(null);
  vi.unstubAllGlobals();
  window.localStorage.clear();
  // Each test starts in English, its first language chosen afresh when the app mounts.
  resetLocaleForTests();
  expect(takeMissingKeys(), "translation keys missing from the catalogue").toEqual([]);
});
