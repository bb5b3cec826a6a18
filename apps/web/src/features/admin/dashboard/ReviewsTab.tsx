import { SegmentedControl, Stack } from "@mantine/core";
import { ADMIN_REVIEW_FILTERS, type AdminReview, type AdminReviewFilter } from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { useAdminReviews } from "../api/queries";
import { AdminReviewCard } from "../components/AdminReviewCard";
import { HideReviewModal } from "../components/HideReviewModal";
import { EmptyText, PagedList } from "../components/ListStates";

const FILTER_KEYS = {
  newest: "admin.reviews.filters.newest",
  hidden: "admin.reviews.filters.hidden",
  flagged: "admin.reviews.filters.flagged",
} as const satisfies Record<AdminReviewFilter, string>;

/**
 * Reviews newest first (issue 25): all, the hidden ones or those flagged by leak
 * detection, each as written with a Hide action that asks for a reason.
 */
export function ReviewsTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AdminReviewFilter>("newest");
  const [toHide, setToHide] = useState<AdminReview | null>(null);
  const reviews = useAdminReviews(filter);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t("admin.reviews.filter")}
        value={filter}
        onChange={setFilter}
        data={ADMIN_REVIEW_FILTERS.map((value) => ({ value, label: t(FILTER_KEYS[value]) }))}
        style={{ alignSelf: "flex-start", maxWidth: "100%" }}
      />
      <PagedList query={reviews} empty={<EmptyText>{t("admin.reviews.none")}</EmptyText>}>
        {(rows) => (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {rows.map((review) => (
              <li key={review.id}>
                <AdminReviewCard review={review} onHide={setToHide} />
              </li>
            ))}
          </Stack>
        )}
      </PagedList>
      <HideReviewModal review={toHide} onClose={() => setToHide(null)} />
    </Stack>
  );
}
