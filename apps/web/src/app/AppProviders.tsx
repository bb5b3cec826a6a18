import { MantineProvider } from "@mantine/core";
import type { QueryClient } from "@tanstack/react-query";
import { useRef, type ReactNode } from "react";
import { SessionProvider } from "../features/auth/session/SessionProvider";
import { QueryClientSlotContext } from "./api/queryClientSlot";
import { ToastRegion } from "./notifications/ToastRegion";
import { cssVariablesResolver, theme } from "./theme/theme";

/**
 * Everything every screen relies on: theme, the session, the toast area, and the
 * slot of the app's query client. Only what the landing route shows is here; the
 * query layer, the screens' strings and tRPC arrive with the first lazily loaded
 * part that needs them (runtime/lazyWithRuntime.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const queryClientSlot = useRef<QueryClient | null>(null);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <QueryClientSlotContext.Provider value={queryClientSlot}>
        <SessionProvider>
          <ToastRegion />
          {children}
        </SessionProvider>
      </QueryClientSlotContext.Provider>
    </MantineProvider>
  );
}
