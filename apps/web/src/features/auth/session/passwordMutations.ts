import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../app/api/trpc";

/** `auth.forgotPassword`: answers the same whether or not the account exists. */
export function useForgotPassword() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.forgotPassword.mutationOptions());
}

/** `auth.resetPassword` with the token of the emailed link. */
export function useResetPassword() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.resetPassword.mutationOptions());
}
