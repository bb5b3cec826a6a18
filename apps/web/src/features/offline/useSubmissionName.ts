import { useTranslation } from "../../i18n/useTranslation";
import type { Submission } from "./submission";

/** How a kept submission is named to its user: what it is, and of which place or how many photos. */
export function useSubmissionName(): (submission: Submission) => string {
  const { t } = useTranslation();
  return (submission) =>
    submission.kind === "createLead"
      ? t("offline.createLead", { place: submission.fields.title })
      : t("offline.completion", { count: submission.photos.length });
}
