import { useQuery } from "@tanstack/react-query";
import type { RouterOutputs } from "@uplink/api";

/** Deployment settings the server hands to the SPA, so one build serves every deployment. */
export type RuntimeConfig = RouterOutputs["config"]["get"];

/** Reads `GET /api/config` once per session (queries never go stale). */
export function useRuntimeConfig() {
  return useQuery<RuntimeConfig>({ queryKey: ["/api/config"] });
}
