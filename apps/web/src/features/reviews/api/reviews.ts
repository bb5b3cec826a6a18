import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";

/** A lead's reviews as its reader may see them: their own, and the other's once revealed. */
export function useLeadReviews(leadId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.reviews.forLead.queryOptions({ id: leadId }));
}

/** Reads every review query again after a review or a reply. */
function useRefreshReviews() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.reviews.pathFilter());
}

/** `reviews.write`: a party's review of the other party of an APPROVED lead. */
export function useWriteReview() {
  const trpc = useTRPC();
  const onSettled = useRefreshReviews();
  return useMutation(trpc.reviews.write.mutationOptions({ onSettled }));
}

/** `reviews.reply`: the installer's public answer to a customer's review of them. */
export function useReplyToReview() {
  const trpc = useTRPC();
  const onSettled = useRefreshReviews();
  return useMutation(trpc.reviews.reply.mutationOptions({ onSettled }));
}
