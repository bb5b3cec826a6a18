import { Loader, MantineProvider } from "@mantine/core";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useSyncExternalStore, type ReactNode, type RefObject } from "react";
import { SessionProvider } from "../features/auth/session/SessionProvider";
import { getLocaleState, startLocale, subscribeToLocaleState } from "../i18n/locale";
import { QueryClientSlotContext } from "./api/queryClientSlot";
import { ToastRegion } from "./notifications/ToastRegion";
import classes from "./AppProviders.module.css";
import { cssVariablesResolver, localizedTheme } from "./theme/theme";

/** What a page without layout or animation (jsdom, in the unit tests) may leave out of Mantine. */
export interface MantineInJsdom {
  /**
   * The few hundred CSS variables on :root, which style nothing jsdom lays out; jsdom
   * cascades them again on every getComputedStyle, which testing-library calls for each
   * element it names.
   */
  withCssVariables: boolean;
  /** Transitions, whose timers a test would otherwise wait out and poll through. */
  withTransitions: boolean;
}

let mantineInJsdom: MantineInJsdom = { withCssVariables: true, withTransitions: true };

/** For the unit tests' setup (test/setup.ts) only: the app in a browser keeps both. */
export function setMantineInJsdom(settings: MantineInJsdom): void {
  mantineInJsdom = settings;
}

/**
 * Everything every screen relies on: theme, the language, the session, the toast
 * area, and the slot of the app's query client. Only what the landing route shows is
 * here; the query layer, the screens' strings and tRPC arrive with the first lazily
 * loaded part that needs them (runtime/lazyWithRuntime.tsx).
 *
 * The app renders in the language chosen from the start: while another language than
 * English loads its first strings, a loader stands in for it (i18n/locale.ts).
 */
export function AppProviders({
  children,
  queryClientSlot: givenSlot,
}: {
  children: ReactNode;
  /** Where the query client goes, for whoever must clear it (the build's rendering); the mount's own otherwise. */
  queryClientSlot?: RefObject<QueryClient | null> | undefined;
}) {
  const ownSlot = useRef<QueryClient | null>(null);
  const queryClientSlot = givenSlot ?? ownSlot;
  startLocale();
  const { locale, starting } = useSyncExternalStore(
    subscribeToLocaleState,
    getLocaleState,
    getLocaleState,
  );
  // Mantine's own names (the dialogs' close button) in the language shown: read anew for each.
  const localized = useMemo(localizedTheme, [locale]);
  // With reduced motion respected and asked for, Mantine runs no transition (test/setup.ts).
  const theme = useMemo(
    () =>
      mantineInJsdom.withTransitions ? localized : { ...localized, respectReducedMotion: true },
    [localized],
  );

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      withCssVariables={mantineInJsdom.withCssVariables}
    >
      <QueryClientSlotContext.Provider value={queryClientSlot}>
        <SessionProvider>
          {starting ? (
            <div className={classes.starting} aria-busy="true">
              <Loader />
            </div>
          ) : (
            <>
              <ToastRegion />
              {children}
            </>
          )}
        </SessionProvider>
      </QueryClientSlotContext.Provider>
    </MantineProvider>
  );
}
