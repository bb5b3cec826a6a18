import { Loader, MantineProvider } from "@mantine/core";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useSyncExternalStore, type ReactNode } from "react";
import { SessionProvider } from "../features/auth/session/SessionProvider";
import { getLocaleState, startLocale, subscribeToLocaleState } from "../i18n/locale";
import { QueryClientSlotContext } from "./api/queryClientSlot";
import { ToastRegion } from "./notifications/ToastRegion";
import classes from "./AppProviders.module.css";
import { cssVariablesResolver, localizedTheme } from "./theme/theme";

/**
 * Everything every screen relies on: theme, the language, the session, the toast
 * area, and the slot of the app's query client. Only what the landing route shows is
 * here; the query layer, the screens' strings and tRPC arrive with the first lazily
 * loaded part that needs them (runtime/lazyWithRuntime.tsx).
 *
 * The app renders in the language chosen from the start: while another language than
 * English loads its first strings, a loader stands in for it (i18n/locale.ts).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const queryClientSlot = useRef<QueryClient | null>(null);
  startLocale();
  const { locale, starting } = useSyncExternalStore(
    subscribeToLocaleState,
    getLocaleState,
    getLocaleState,
  );
  // Mantine's own names (the dialogs' close button) in the language shown: read anew for each.
  const theme = useMemo(localizedTheme, [locale]);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
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
