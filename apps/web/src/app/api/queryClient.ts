import { QueryClient } from "@tanstack/react-query";
import { MUTATION_DEFAULTS, QUERY_DEFAULTS } from "@uplink/domain";

/**
 * The app's query client with the SPEC §9 defaults; a fresh one per app mount keeps tests
 * isolated. Every query names its own function (the typed procedures' queryOptions): there
 * is no default loader.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: QUERY_DEFAULTS.gcTime,
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        refetchInterval: QUERY_DEFAULTS.refetchInterval,
        retry: QUERY_DEFAULTS.retry,
      },
      mutations: {
        retry: MUTATION_DEFAULTS.retry,
      },
    },
  });
}
