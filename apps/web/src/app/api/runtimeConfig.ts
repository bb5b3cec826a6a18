import { useQuery } from "@tanstack/react-query";
import type { RouterOutputs } from "@uplink/api";
import { useTRPC } from "./trpc";

/** Deployment settings the server hands to the SPA, so one build serves every deployment. */
export type RuntimeConfig = RouterOutputs["config"]["get"];

/** Reads `config.get` once per session (queries never go stale). */
export function useRuntimeConfig() {
  const trpc = useTRPC();
  return useQuery(trpc.config.get.queryOptions());
}
