import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";

/** `invitations.invite`: the signed-in customer invites an installer to quote on a NEW request. */
export function useInviteToQuote() {
  const trpc = useTRPC();
  return useMutation(trpc.invitations.invite.mutationOptions());
}
