import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";

/**
 * `leads.pay`, by the lead's customer: the provider's checkout to go to, or the lead's
 * own page once its price is held (simulated payments hold it at acceptance); the lead
 * queries are read again either way.
 */
export function usePayForLead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.leads.pay.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.leads.pathFilter()),
    }),
  );
}

/** `installer.startPayouts`: where the installer sets up (or continues) their payouts. */
export function useStartPayouts() {
  const trpc = useTRPC();
  return useMutation(trpc.installer.startPayouts.mutationOptions());
}
