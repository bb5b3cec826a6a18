import { notifications } from "@mantine/notifications";
import { localizeMessage } from "@uplink/domain";
import { t } from "../../i18n/i18n";
import { toastStore } from "./toastStore";

type Tone = "success" | "error";

const TONE_COLORS: Record<Tone, string> = { success: "green", error: "red" };

/**
 * A toast's title and message may be sentences of the domain's catalogue captured in
 * English (a constant, a schema's message): they are shown in the active language.
 */
function notify(tone: Tone, title: string, message?: string): string {
  return notifications.show(
    {
      color: TONE_COLORS[tone],
      title: localizeMessage(title),
      message: message === undefined ? undefined : localizeMessage(message),
      closeButtonProps: { "aria-label": t("notifications.close") },
    },
    toastStore,
  );
}

/** Shows a success toast, e.g. `notifySuccess("Lead Accepted")`; returns its id. */
export function notifySuccess(title: string, message?: string): string {
  return notify("success", title, message);
}

/** Shows an error toast, e.g. `notifyError("Error", "Failed to delete request")`; returns its id. */
export function notifyError(title: string, message?: string): string {
  return notify("error", title, message);
}
