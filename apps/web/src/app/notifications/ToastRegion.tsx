import { useWindowEvent } from "@mantine/hooks";
import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useRef, useState } from "react";
import { TOAST_DEFAULTS } from "@uplink/domain";
import { useTranslation } from "../../i18n/useTranslation";
import { toastStore } from "./toastStore";

// Most visits never raise a toast: the toast list's code loads with the first one.
const ToastList = lazy(async () => ({ default: (await import("./ToastList")).ToastList }));

/**
 * The toast area of SPEC §9. F8 moves keyboard focus here so toasts can be read
 * and dismissed without a mouse.
 */
export function ToastRegion() {
  const { t } = useTranslation();
  const regionRef = useRef<HTMLElement>(null);
  const { notifications, queue } = useNotifications(toastStore);
  // Once loaded the list stays mounted, so the last toast can still animate out.
  const [listNeeded, setListNeeded] = useState(false);
  if (!listNeeded && notifications.length + queue.length > 0) setListNeeded(true);

  useWindowEvent("keydown", (event) => {
    if (event.key !== TOAST_DEFAULTS.focusHotkey) return;
    event.preventDefault();
    regionRef.current?.focus();
  });

  return (
    <section ref={regionRef} tabIndex={-1} aria-label={t("notifications.region")}>
      {listNeeded && (
        <Suspense fallback={null}>
          <ToastList />
        </Suspense>
      )}
    </section>
  );
}
