import type { QueryClient } from "@tanstack/react-query";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@uplink/api";
import { trpcClient } from "./trpcClient";

/**
 * What `useTRPC()` gives a component, for code that runs outside one with the
 * query client in hand (e.g. adopting a session after sign-in): the same query
 * keys, filters and options, on the app's one tRPC client.
 */
export function trpcOptionsFor(queryClient: QueryClient) {
  return createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
}
