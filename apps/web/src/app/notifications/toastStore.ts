import { createNotificationsStore } from "@mantine/notifications";
import { TOAST_DEFAULTS } from "@uplink/domain";

/**
 * The app's toast queue. The toast list component is loaded only when the first
 * toast is shown, so the one-at-a-time limit is set on the store itself: toasts
 * raised before the list mounts are queued correctly too.
 */
export const toastStore = createNotificationsStore();
toastStore.updateState((state) => ({ ...state, limit: TOAST_DEFAULTS.limit }));
