import { Notifications } from "@mantine/notifications";
import { TOAST_DEFAULTS } from "@uplink/domain";
import { toastStore } from "./toastStore";

/**
 * Mantine's toast list with the SPEC §9 settings. Mantine supports dismissing
 * by dragging but not the SPEC's direction (right only), pixel threshold or
 * delayed removal; those values stay recorded in TOAST_DEFAULTS and Mantine's
 * own drag dismissal stands in for them.
 */
export function ToastList() {
  return (
    <Notifications
      store={toastStore}
      // The toasts are fixed-positioned, so rendering them in place (not in a
      // portal) costs no layout and keeps them inside the labelled toast region.
      withinPortal={false}
      limit={TOAST_DEFAULTS.limit}
      autoClose={TOAST_DEFAULTS.autoClose}
      allowDragDismiss
    />
  );
}
