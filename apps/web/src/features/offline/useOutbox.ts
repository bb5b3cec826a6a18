import { useCallback, useEffect, useState } from "react";
import { onOutboxChange, outboxOf } from "./outbox";
import type { Submission } from "./submission";

/** User `userId`'s kept submissions, read again whenever the outbox changes. */
export function useOutbox(userId: string | undefined): Submission[] {
  const [kept, setKept] = useState<Submission[]>([]);
  const read = useCallback(() => {
    outboxOf(userId).then(setKept, () => setKept([]));
  }, [userId]);
  useEffect(() => {
    read();
    return onOutboxChange(read);
  }, [read]);
  return kept;
}
