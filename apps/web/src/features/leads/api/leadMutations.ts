import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";
import { useRefreshLeads } from "./leadQueries";

/** `leads.create`: a customer's request (its photos as data URLs), then every lead query again. */
export function useCreateLead() {
  const trpc = useTRPC();
  const refresh = useRefreshLeads();
  return useMutation(trpc.leads.create.mutationOptions({ onSettled: refresh }));
}

/** `leads.update`: the customer's own NEW request edited (new photos added), then the leads again. */
export function useUpdateLead() {
  const trpc = useTRPC();
  const refresh = useRefreshLeads();
  return useMutation(trpc.leads.update.mutationOptions({ onSettled: refresh }));
}

/** `leads.delete`: the customer's own NEW or CANCELLED request, then the leads again. */
export function useDeleteLead() {
  const trpc = useTRPC();
  const refresh = useRefreshLeads();
  return useMutation(trpc.leads.delete.mutationOptions({ onSettled: refresh }));
}
