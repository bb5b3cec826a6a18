import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";

/**
 * conversation.send. The message reaches the list the way the other person's do: over the
 * live stream, or, while the chat polls, by a read right after sending (`readAfter`).
 */
export function useSendMessage(id: string, readAfter: boolean) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.conversation.send.mutationOptions({
      onSuccess: async () => {
        if (readAfter)
          await queryClient.invalidateQueries(trpc.conversation.byId.queryFilter({ id }));
      },
    }),
  );
}
