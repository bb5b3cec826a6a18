import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { OfferStatus, type ListedOffer } from "@uplink/domain";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { RatingText } from "../../installers/RatingText";
import { useTranslation } from "../../../i18n/useTranslation";
import { STATUS_COLORS } from "../../../app/theme/statusColors";
import { formatDate, formatValue } from "../leadFormat";

const OFFER_STATUS_KEYS = {
  PENDING: "leads.offers.status.pending",
  ACCEPTED: "leads.offers.status.accepted",
  DECLINED: "leads.offers.status.declined",
  WITHDRAWN: "leads.offers.status.withdrawn",
} as const satisfies Record<OfferStatus, string>;

const OFFER_STATUS_COLORS = {
  PENDING: "yellow",
  ACCEPTED: "green",
  DECLINED: "gray",
  WITHDRAWN: "gray",
} as const satisfies Record<OfferStatus, string>;

const VERIFICATION_KEYS = {
  APPROVED: "leads.offers.verification.approved",
  NEW: "leads.offers.verification.new",
  ACCEPTED: "leads.offers.verification.accepted",
  REJECTED: "leads.offers.verification.rejected",
} as const;

/**
 * Who made the offer, as the customer sees it: their name, whether they are verified,
 * and their rating with a link to their profile, so offers can be compared (issue 25).
 */
function OfferInstaller({ offer }: { offer: ListedOffer }) {
  const { t } = useTranslation();
  const { installer } = offer;
  const status = installer.verificationStatus;
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={600}>
          {t("leads.offers.installerName", {
            firstName: installer.firstName,
            lastName: installer.lastName,
          })}
        </Text>
        <Badge size="sm" variant="light" color={status ? STATUS_COLORS[status] : "gray"}>
          {t(status ? VERIFICATION_KEYS[status] : "leads.offers.verification.none")}
        </Badge>
      </Group>
      <Group gap="xs">
        <RatingText size="sm" rating={installer.rating} />
        <Anchor size="sm" component={Link} to={`/installers/${offer.installerId}`}>
          {t("trust.installerProfile")}
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * One offer in the lead's Offers card: its amount, status, message and date, with who
 * made it when `showInstaller` (the customer's view), and the action `children` allow.
 */
export function OfferItem({
  offer,
  showInstaller,
  children,
}: {
  offer: ListedOffer;
  showInstaller: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="li" gap={6}>
      {showInstaller && <OfferInstaller offer={offer} />}
      <Group justify="space-between" wrap="nowrap">
        <Text size="lg" fw={700}>
          {t("leads.euros", { value: formatValue(offer.value) })}
        </Text>
        <Badge variant="light" color={OFFER_STATUS_COLORS[offer.status]} style={{ flexShrink: 0 }}>
          {t(OFFER_STATUS_KEYS[offer.status])}
        </Badge>
      </Group>
      {offer.message && (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {offer.message}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t("leads.offers.offeredOn", { date: formatDate(offer.createdAt) })}
      </Text>
      {offer.status === OfferStatus.PENDING && children}
    </Stack>
  );
}
