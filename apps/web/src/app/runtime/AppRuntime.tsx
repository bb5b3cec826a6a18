import "../../i18n/screenMessages";
import { QueryClientProvider } from "@tanstack/react-query";
import { useContext, type ReactNode } from "react";
import { createQueryClient } from "../api/queryClient";
import { QueryClientSlotContext } from "../api/queryClientSlot";
import { TRPCProvider } from "../api/trpc";
import { trpcClient } from "../api/trpcClient";

/**
 * What every lazily loaded part of the app runs inside: the screens' strings are in
 * the catalogue (importing this module added them), the app's query client is
 * provided, created by the first part that needs it, and the typed procedures
 * (`useTRPC()`) are reachable through the app's one tRPC client, sharing that cache.
 * The landing route's own code (AppProviders) has none of this: TanStack Query and
 * tRPC arrive with the first part that needs them.
 */
export function AppRuntime({ children }: { children: ReactNode }) {
  const slot = useContext(QueryClientSlotContext);
  if (!slot) throw new Error("AppRuntime must be rendered inside AppProviders");
  slot.current ??= createQueryClient();
  return (
    <QueryClientProvider client={slot.current}>
      <TRPCProvider trpcClient={trpcClient} queryClient={slot.current}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
