import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";

/** `notices.markRead`, then the notices again. */
export function useMarkNoticeRead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.notices.markRead.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.notices.pathFilter()),
    }),
  );
}
