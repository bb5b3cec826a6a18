import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createTrpcClient, trpc } from "./trpc";

const trpcClient = createTrpcClient();

/** Gives a screen the typed tRPC hooks, sharing the app's one query cache. */
export function TrpcProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      {children}
    </trpc.Provider>
  );
}
