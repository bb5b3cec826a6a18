import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { errorMessageOf } from "../../app/api/errorMessage";
import { useTRPC } from "../../app/api/trpc";
import { notifyError, notifySuccess } from "../../app/notifications/notify";
import { useTranslation } from "../../i18n/useTranslation";
import { flushOutbox, outboxChangedByWorker, type FlushResult } from "./outbox";
import { isOutboxSentMessage, OUTBOX_FLUSH_MESSAGE } from "./outboxSignals";
import { useSubmissionName } from "./useSubmissionName";

/**
 * How often a page with kept submissions tries to send them: `navigator.onLine` stays
 * true on a link that carries nothing, so the online event alone would wait forever.
 */
export const OUTBOX_RETRY_MS = 10_000;

/**
 * Sends user `userId`'s kept submissions as soon as this page sees the connection return:
 * at once, on the online event, on the service worker's Background Sync message and every
 * OUTBOX_RETRY_MS while any are kept. Says what was sent or refused, also what the
 * service worker sent itself.
 */
export function useOutboxSender(userId: string | undefined, kept: number) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const nameOf = useSubmissionName();
  const report = useRef<(results: FlushResult[]) => void>(() => undefined);
  report.current = (results) => {
    for (const result of results) {
      const name = nameOf(result.submission);
      if (result.status === "sent") {
        notifySuccess(t("offline.sentTitle"), t("offline.sentMessage", { name }));
      } else {
        notifyError(t("offline.refusedTitle"), errorMessageOf(result.error, t("errors.generic")));
      }
    }
    if (results.length > 0) void queryClient.invalidateQueries(trpc.leads.pathFilter());
  };

  useEffect(() => {
    if (kept === 0) return;
    const flush = () => void flushOutbox(userId).then((results) => report.current(results));
    const onMessage = (event: MessageEvent) => {
      if (event.data === OUTBOX_FLUSH_MESSAGE) flush();
      if (isOutboxSentMessage(event.data)) {
        outboxChangedByWorker();
        report.current(
          event.data.sent.map((submission) => ({ submission, status: "sent", answer: undefined })),
        );
      }
    };
    // Absent where the browser has no service workers (an insecure origin, tests).
    const workers = "serviceWorker" in navigator ? navigator.serviceWorker : undefined;
    flush();
    const timer = window.setInterval(flush, OUTBOX_RETRY_MS);
    window.addEventListener("online", flush);
    workers?.addEventListener("message", onMessage);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("online", flush);
      workers?.removeEventListener("message", onMessage);
    };
  }, [userId, kept]);
}
