import { Text, type TextProps } from "@mantine/core";
import type { RatingSummary } from "@uplink/domain";
import { formatLocale } from "../../i18n/formats";
import { useTranslation } from "../../i18n/useTranslation";

/** "4.5 out of 5 from 2 reviews", or "No ratings yet": a rating wherever it is shown. */
export function useRatingText(): (rating: RatingSummary) => string {
  const { t } = useTranslation();
  return (rating) =>
    rating.average === null
      ? t("installers.profile.noRatings")
      : t("installers.profile.rating", {
          average: rating.average.toLocaleString(formatLocale()),
          count: rating.count,
        });
}

/** A rating as a line of text. */
export function RatingText({ rating, ...props }: { rating: RatingSummary } & TextProps) {
  const ratingText = useRatingText();
  return <Text {...props}>{ratingText(rating)}</Text>;
}
