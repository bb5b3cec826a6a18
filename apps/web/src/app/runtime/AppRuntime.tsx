import "../../i18n/screenMessages";
import { QueryClientProvider } from "@tanstack/react-query";
import { useContext, type ReactNode } from "react";
import { createQueryClient } from "../api/queryClient";
import { QueryClientSlotContext } from "../api/queryClientSlot";

/**
 * What every lazily loaded part of the app runs inside: the screens' strings are in
 * the catalogue (importing this module added them), and the app's query client is
 * provided, created by the first part that needs it.
 */
export function AppRuntime({ children }: { children: ReactNode }) {
  const slot = useContext(QueryClientSlotContext);
  if (!slot) throw new Error("AppRuntime must be rendered inside AppProviders");
  slot.current ??= createQueryClient();
  return <QueryClientProvider client={slot.current}>{children}</QueryClientProvider>;
}
