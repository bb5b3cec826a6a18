import { httpBatchLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { AppRouter } from "@uplink/api";
import { TRPC_MAX_BATCH_CALLS } from "@uplink/domain";
import { authHeaders } from "./authToken";

/** Typed React hooks for every procedure of the server's router. */
export const trpc = createTRPCReact<AppRouter>();

/** tRPC calls travel like REST calls: with credentials and the bearer header (SPEC §7). */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        // The server refuses larger batches.
        maxItems: TRPC_MAX_BATCH_CALLS,
        // Read per request so a sign-in or sign-out applies to the very next call.
        headers: authHeaders,
        fetch: (input, init) => fetch(input, { ...init, credentials: "include" }),
      }),
    ],
  });
}
