import { notifications } from "@mantine/notifications";
import { t } from "../../i18n/i18n";
import { toastStore } from "./toastStore";

type Tone = "success" | "error";

const TONE_COLORS: Record<Tone, string> = { success: "green", error: "red" };

/**
 * A toast's title and message are written already: the app's strings (`t`) or the
 * server's message, which it wrote in the language the call named (Accept-Language).
 */
function notify(tone: Tone, title: string, message?: string): string {
  return notifications.show(
    {
      color: TONE_COLORS[tone],
      title,
      message,
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
