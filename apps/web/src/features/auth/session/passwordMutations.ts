import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordInput, MessageResult, ResetPasswordPayload } from "@uplink/domain";
import { apiRequest } from "../../../app/api/apiRequest";

async function postForMessage(url: string, body: unknown): Promise<MessageResult> {
  const res = await apiRequest("POST", url, body);
  return (await res.json()) as MessageResult;
}

/** POST /api/auth/forgot-password: answers the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => postForMessage("/api/auth/forgot-password", input),
  });
}

/** POST /api/auth/reset-password with the token of the emailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (payload: ResetPasswordPayload) =>
      postForMessage("/api/auth/reset-password", payload),
  });
}
