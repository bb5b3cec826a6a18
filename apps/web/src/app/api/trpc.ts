import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@uplink/api";

/**
 * How a screen reaches the typed procedures: `const trpc = useTRPC()`, then
 * `useQuery(trpc.leads.list.queryOptions(input))`, `useMutation(trpc.x.mutationOptions())`
 * and `queryClient.invalidateQueries(trpc.leads.pathFilter())`. The provider is the
 * app runtime's (runtime/AppRuntime.tsx), around every lazily loaded part.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
