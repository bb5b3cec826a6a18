import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { isChatOpen, LeadAction, leadActionsFor, type LeadDetail, type User } from "@uplink/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { notifyError } from "../../../app/notifications/notify";
import { ConversationModal } from "../../conversation/ConversationModal";
import { OfflineNotice } from "../../offline/OfflineNotice";
import { isNetworkFailure } from "../../offline/networkFailure";
import { PaymentDisputes } from "../../admin/settlement/PaymentDisputes";
import { LeadPaymentCard } from "../../payments/LeadPaymentCard";
import { ReviewsCard } from "../../reviews/ReviewsCard";
import { useLeadDetail } from "../api/queries";
import { formatAddress, formatDate, timeWindowText, valueText } from "../leadFormat";
import { LeadStatusBadge } from "../LeadStatusBadge";
import { AboutPartiesCard } from "./AboutPartiesCard";
import { AutoReleaseNotice } from "./AutoReleaseNotice";
import { DetailLine } from "./DetailLine";
import { LeadActionsCard } from "./LeadActionsCard";
import { LeadTimeline } from "./LeadTimeline";
import { OffersCard } from "./OffersCard";
import { SettlementCard } from "./SettlementCard";

interface LeadDetailViewProps {
  leadId: string;
  user: User;
  onClose: () => void;
}

/**
 * One lead inside the dashboard (SPEC §2); a refused or failed load closes it (SPEC §8),
 * one that could not reach the server says the device is offline (issue 23).
 */
export function LeadDetailView({ leadId, user, onClose }: LeadDetailViewProps) {
  const { t } = useTranslation();
  const detail = useLeadDetail(leadId);
  // Not loaded on this device and no connection: say so, rather than wait or close. A
  // lead already shown stays shown while the connection is down.
  const offline =
    !detail.data &&
    (detail.fetchStatus === "paused" || (detail.isError && isNetworkFailure(detail.error)));
  const failed = detail.isError && !isNetworkFailure(detail.error);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!failed) return;
    notifyError(t("leads.detail.accessDeniedTitle"), t("leads.detail.accessDeniedMessage"));
    close.current();
  }, [failed, t]);

  return (
    <Stack gap="lg">
      <Group>
        <Button variant="subtle" onClick={onClose} mih={44}>
          {t("leads.detail.back")}
        </Button>
      </Group>
      {detail.data ? (
        <DetailContent detail={detail.data} user={user} />
      ) : offline ? (
        <OfflineNotice />
      ) : (
        <Stack gap="md" aria-busy="true" aria-label={t("app.loading")}>
          <Skeleton height={36} width="60%" />
          <Skeleton height={16} />
          <Skeleton height={200} />
        </Stack>
      )}
    </Stack>
  );
}

function DetailContent({ detail, user }: { detail: LeadDetail; user: User }) {
  const { t } = useTranslation();
  const { lead, photos, conversation, payment } = detail;
  const [chatOpen, setChatOpen] = useState(false);
  const completionPhotos = photos.filter((photo) => photo.kind === "completion");
  const propertyPhotos = photos.filter((photo) => photo.kind === "property");
  const isParty = lead.customerId === user.id || lead.installerId === user.id;
  // An unpriced NEW lead takes offers: its customer chooses one, installers make their own.
  const actions = leadActionsFor(lead, user);
  const offersViewer = actions.includes(LeadAction.ACCEPT_OFFER)
    ? "customer"
    : actions.includes(LeadAction.MAKE_OFFER)
      ? "installer"
      : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{lead.title}</Title>
        <LeadStatusBadge status={lead.status} />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg">
              <Stack gap="xs">
                <Text>{lead.description}</Text>
                <DetailLine label={t("leads.detail.address")} value={formatAddress(lead.address)} />
                {lead.address.street === null && (
                  <Text size="sm" c="dimmed">
                    {t("leads.detail.streetAfterAccepting")}
                  </Text>
                )}
                <Text fw={600}>{valueText(lead.value)}</Text>
                <DetailLine label={t("leads.detail.created")} value={formatDate(lead.createdAt)} />
                {lead.preferredStartDate && (
                  <DetailLine
                    label={t("leads.detail.dates")}
                    value={[lead.preferredStartDate, lead.preferredEndDate]
                      .filter((date): date is string => date !== null)
                      .map(formatDate)
                      .join(" – ")}
                  />
                )}
                {lead.timeRange && (
                  <DetailLine
                    label={t("leads.detail.timeWindow")}
                    value={timeWindowText(lead.timeRange)}
                  />
                )}
                {lead.specialRequirements && (
                  <DetailLine label={t("leads.detail.special")} value={lead.specialRequirements} />
                )}
              </Stack>
            </Card>
            {payment && <LeadPaymentCard lead={lead} payment={payment} user={user} />}
            <AboutPartiesCard detail={detail} user={user} />
            {isParty && <AutoReleaseNotice lead={lead} />}
            {offersViewer && <OffersCard leadId={lead.id} viewer={offersViewer} />}
            {user.role === "administrator" && <PaymentDisputes leadId={lead.id} card />}
            {lead.settlement && <SettlementCard settlement={lead.settlement} />}
            {isParty && lead.status === "APPROVED" && <ReviewsCard lead={lead} user={user} />}
            {lead.revisionFeedback && (
              <Alert color="orange" title={t("leads.detail.revisionFeedback")}>
                {lead.revisionFeedback}
              </Alert>
            )}
            {propertyPhotos.length > 0 && (
              <PhotoGallery title={t("leads.detail.propertyPhotos")} photos={propertyPhotos} />
            )}
            {completionPhotos.length > 0 && (
              <PhotoGallery title={t("leads.detail.completionPhotos")} photos={completionPhotos} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <LeadActionsCard lead={lead} payment={payment} user={user} />
            {isParty && isChatOpen(lead.status) && (
              <Button variant="light" mih={44} onClick={() => setChatOpen(true)}>
                {t("leads.detail.openChat")}
              </Button>
            )}
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="md">
                {t("leads.timeline.title")}
              </Title>
              <LeadTimeline status={lead.status} />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      {conversation && (
        <ConversationModal
          conversationId={conversation.id}
          opened={chatOpen}
          onClose={() => setChatOpen(false)}
          user={user}
        />
      )}
    </Stack>
  );
}

/** Shown where a photo cannot be loaded: a plain grey tile instead of a broken image. */
const UNAVAILABLE_PHOTO =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="#e9ecef"/></svg>',
  );

function PhotoGallery({ title, photos }: { title: string; photos: LeadDetail["photos"] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {photos.map((photo, index) => (
          <Stack key={photo.id} gap={4} component="figure" m={0}>
            <Image
              src={photo.url}
              alt={
                photo.caption ??
                t("leads.detail.photoAlt", {
                  gallery: title,
                  number: index + 1,
                  count: photos.length,
                })
              }
              fallbackSrc={UNAVAILABLE_PHOTO}
              h={160}
              fit="cover"
              radius="sm"
            />
            {photo.caption && (
              <Text size="sm" component="figcaption">
                {photo.caption}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
