import { Anchor, Stack, Text } from "@mantine/core";
import { Role, type RatingSummary, type User } from "@uplink/domain";
import { Link } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { useRatingText } from "../installers/RatingText";

interface PartyRatingsProps {
  lead: { installerId: string | null };
  installerRating: RatingSummary | null;
  customerRating: RatingSummary | null;
  viewer: Pick<User, "id" | "role"> | null;
}

/**
 * The ratings on a job card and the lead detail (issue 25): the installer's, with a link
 * to their profile, for whoever is not that installer; the customer's for an installer
 * weighing a NEW request (the server sends it to them only).
 */
export function PartyRatings({ lead, installerRating, customerRating, viewer }: PartyRatingsProps) {
  const { t } = useTranslation();
  const ratingText = useRatingText();
  const showInstaller =
    lead.installerId !== null && installerRating !== null && lead.installerId !== viewer?.id;
  if (!showInstaller && customerRating === null) return null;
  return (
    <Stack gap={2}>
      {showInstaller && (
        <>
          <Text size="sm">
            {t("trust.installerRating", { rating: ratingText(installerRating) })}
          </Text>
          <Anchor size="sm" component={Link} to={`/installers/${lead.installerId}`}>
            {viewer?.role === Role.CUSTOMER
              ? t("trust.aboutInstaller")
              : t("trust.installerProfile")}
          </Anchor>
        </>
      )}
      {customerRating !== null && (
        <Text size="sm">{t("trust.customerRating", { rating: ratingText(customerRating) })}</Text>
      )}
    </Stack>
  );
}
