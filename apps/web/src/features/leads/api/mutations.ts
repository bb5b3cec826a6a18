import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { leadChangesStreamOpen } from "../../../app/api/leadChangesStream";
import { useTRPC } from "../../../app/api/trpc";
import { submitOrQueue } from "../../offline/outbox";

/*
 * Every lead query (lists, details, offers) sits under `leads.`, and is read again once
 * per change: by the leads.changes stream while it is connected (its notice reaches the
 * one who made the change too), else by the mutation itself. The stream hears a lead
 * inserted, deleted, or changing status or parties; a change it does not hear of (an
 * edit, an offer made or withdrawn) is always read again by its mutation.
 */

/** Reads every lead query again, whichever screen shows them. */
function useRefreshLeads() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.leads.pathFilter());
}

/** Reads every lead query again unless the leads.changes stream will. */
function useRefreshLeadsUnlessStreamed() {
  const refresh = useRefreshLeads();
  return async () => {
    if (!leadChangesStreamOpen()) await refresh();
  };
}

/**
 * A customer's request (`leads.create`) or an installer's completion photos
 * (`leads.submitCompletion`), sent now or, without a connection, kept to be sent once it
 * returns (submitOrQueue, issue 23).
 */
export function useSubmitOrQueue() {
  const onSettled = useRefreshLeadsUnlessStreamed();
  return useMutation({ mutationFn: submitOrQueue, onSettled });
}

/** `leads.update`: the customer's own NEW request edited (new photos added). */
export function useUpdateLead() {
  const trpc = useTRPC();
  const onSettled = useRefreshLeads();
  return useMutation(trpc.leads.update.mutationOptions({ onSettled }));
}

/** `leads.delete`: the customer's own NEW or CANCELLED request. */
export function useDeleteLead() {
  const trpc = useTRPC();
  const onSettled = useRefreshLeadsUnlessStreamed();
  return useMutation(trpc.leads.delete.mutationOptions({ onSettled }));
}

/** `leads.makeOffer`: the offer, which replaces the installer's pending one. */
export function useMakeOffer() {
  const trpc = useTRPC();
  const onSettled = useRefreshLeads();
  return useMutation(trpc.leads.makeOffer.mutationOptions({ onSettled }));
}

/** `offers.accept`, by the lead's customer: answers the lead, now ACCEPTED. */
export function useAcceptOffer() {
  const trpc = useTRPC();
  const onSettled = useRefreshLeadsUnlessStreamed();
  return useMutation(trpc.offers.accept.mutationOptions({ onSettled }));
}

/** `offers.withdraw`, by its installer while it is pending. */
export function useWithdrawOffer() {
  const trpc = useTRPC();
  const onSettled = useRefreshLeads();
  return useMutation(trpc.offers.withdraw.mutationOptions({ onSettled }));
}

/** Marks a workflow action's mutation, so a lead's others wait while one runs. */
const LEAD_ACTION = { leadAction: true };

/**
 * The workflow actions of SPEC §7 on a lead, each its procedure `leads.<action>`'s
 * mutation options (input: the lead's `id` and the action's fields; answer: the lead).
 */
export function useLeadActions() {
  const trpc = useTRPC();
  const options = { onSettled: useRefreshLeadsUnlessStreamed(), meta: LEAD_ACTION };
  return {
    accept: trpc.leads.accept.mutationOptions(options),
    markOnSite: trpc.leads.markOnSite.mutationOptions(options),
    approve: trpc.leads.approve.mutationOptions(options),
    requestRevision: trpc.leads.requestRevision.mutationOptions(options),
    cancel: trpc.leads.cancel.mutationOptions(options),
    withdraw: trpc.leads.withdraw.mutationOptions(options),
    dispute: trpc.leads.dispute.mutationOptions(options),
  };
}

/** Whether a workflow action on lead `leadId` is running. */
export function useLeadActionRunning(leadId: string): boolean {
  const running = useIsMutating({
    predicate: (mutation) =>
      mutation.options.meta?.leadAction === true &&
      (mutation.state.variables as { id?: unknown } | undefined)?.id === leadId,
  });
  return running > 0;
}
