import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useTranslation } from "../../../i18n/useTranslation";
import { useLeadAction, type LeadActionRequest } from "../api/leadActions";

export type Run = (
  request: LeadActionRequest,
  success: { title: string; message?: string },
) => void;

/** What every action component of the lead detail gets: how to run it, and whether one runs. */
export interface ActionProps {
  pending: boolean;
  run: Run;
}

/** Runs one workflow action with its success toast, or the server's reason (e.g. a 409) on failure. */
export function useRunLeadAction(leadId: string, onSuccess?: () => void) {
  const { t } = useTranslation();
  const mutation = useLeadAction(leadId);
  const run: Run = (request, success) => {
    if (mutation.isPending) return;
    mutation.mutate(request, {
      onSuccess: () => {
        notifySuccess(success.title, success.message);
        onSuccess?.();
      },
      onError: (error) =>
        notifyError(t("errors.title"), errorMessageOf(error, t("errors.generic"))),
    });
  };
  return { run, pending: mutation.isPending };
}
