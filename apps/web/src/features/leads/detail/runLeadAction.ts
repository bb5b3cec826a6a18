import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useTranslation } from "../../../i18n/useTranslation";
import { useLeadActionRunning } from "../api/mutations";

/** What every action component of the lead detail gets: the lead, and what follows its success. */
export interface ActionProps {
  leadId: string;
  onDone?: () => void;
}

interface SuccessToast {
  title: string;
  message?: string;
}

/**
 * Runs one workflow action (its mutation options from useLeadActions) on lead `leadId`,
 * with its success toast, or the server's reason (e.g. a 409) on failure. Nothing runs
 * while another action on the lead does; `pending` says so.
 */
export function useRunLeadAction<Output, Error, Input extends { id: string }>(
  leadId: string,
  options: UseMutationOptions<Output, Error, Input>,
  onSuccess?: () => void,
) {
  const { t } = useTranslation();
  const mutation = useMutation(options);
  const pending = useLeadActionRunning(leadId);
  /** `success` may be read as the answer arrives: what it says can depend on what loaded since. */
  const run = (fields: Omit<Input, "id">, success: SuccessToast | (() => SuccessToast)) => {
    if (pending) return;
    // The action's own fields and the lead's id make the procedure's input. The toast
    // follows the promise, not mutate's per-call callbacks: those are dropped once this
    // component is gone, and the live stream may change the lead (and so unmount the
    // action) before the answer arrives.
    mutation.mutateAsync({ ...fields, id: leadId } as Input).then(
      () => {
        const toast = typeof success === "function" ? success() : success;
        notifySuccess(toast.title, toast.message);
        onSuccess?.();
      },
      (error: Error) => notifyError(t("errors.title"), errorMessageOf(error, t("errors.generic"))),
    );
  };
  return { run, pending };
}
