import { Card, Title } from "@mantine/core";
import { Role, type LeadDetail, type User } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { PartyRatings } from "../PartyRatings";

/**
 * "About your installer" on the lead detail (issue 25): their rating and a link to their
 * profile; for an installer weighing a NEW request, "About the customer" with the
 * customer's rating by earlier installers. Nothing when there is neither to show.
 */
export function AboutPartiesCard({ detail, user }: { detail: LeadDetail; user: User }) {
  const { t } = useTranslation();
  const { lead, installerRating, customerRating } = detail;
  const aboutInstaller =
    lead.installerId !== null && installerRating !== null && lead.installerId !== user.id;
  if (!aboutInstaller && customerRating === null) return null;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="xs">
        {aboutInstaller
          ? user.role === Role.CUSTOMER
            ? t("trust.aboutInstaller")
            : t("trust.installerProfile")
          : t("trust.aboutCustomer")}
      </Title>
      <PartyRatings
        lead={lead}
        installerRating={installerRating}
        customerRating={customerRating}
        viewer={user}
      />
    </Card>
  );
}
