import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { LeadAction, leadActionsFor, Role, type ListedLead } from "@uplink/domain";
import { Link } from "react-router-dom";
import { useTranslation } from "../../../i18n/useTranslation";
import { useAuth } from "../../auth/session/useAuth";
import { formatDate, valueText } from "../leadFormat";
import { LeadStatusBadge } from "../LeadStatusBadge";
import { LeadPlace } from "./LeadPlace";
import { PartyRatings } from "../PartyRatings";

/** The id of a card's View Details button, where focus goes once the card's Accept Job is gone. */
export function viewButtonId(leadId: string): string {
  return `lead-${leadId}-view`;
}

interface LeadCardProps {
  lead: ListedLead;
  /** The customer's own NEW lead: Edit is offered. */
  editable: boolean;
  /** The customer's own NEW or CANCELLED lead: Delete is offered. */
  deletable: boolean;
  /** A new job an installer may take: Accept Job, or Make an offer when it has no price. */
  acceptable: boolean;
  onView: () => void;
  onDelete: () => void;
  onAccept: () => void;
}

export function LeadCard({
  lead,
  editable,
  deletable,
  acceptable,
  onView,
  onDelete,
  onAccept,
}: LeadCardProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const offers = user !== null && leadActionsFor(lead, user).includes(LeadAction.MAKE_OFFER);
  return (
    <Card withBorder padding="lg" component="article" aria-label={lead.title}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {lead.title}
          </Title>
          <LeadStatusBadge status={lead.status} />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {lead.description}
        </Text>
        <Text size="sm">
          {lead.address.city}, {lead.address.postalCode}
        </Text>
        {user?.role === Role.INSTALLER && <LeadPlace lead={lead} />}
        {(lead.installerRating ?? lead.customerRating) && (
          <PartyRatings
            lead={lead}
            installerRating={lead.installerRating}
            customerRating={lead.customerRating}
            viewer={user}
          />
        )}
        <Text size="sm" fw={600}>
          {valueText(lead.value)}
        </Text>
        <Text size="xs" c="dimmed">
          {t("dashboard.createdOn", { date: formatDate(lead.createdAt) })}
        </Text>
        <Stack gap="xs" mt="auto" pt="sm">
          {acceptable && (
            <Button mih={44} onClick={onAccept}>
              {offers ? t("leads.offers.make") : t("leads.actions.accept")}
            </Button>
          )}
          <Button id={viewButtonId(lead.id)} variant="light" mih={44} onClick={onView}>
            {t("dashboard.viewDetails")}
          </Button>
          {(editable || deletable) && (
            <SimpleGrid cols={editable && deletable ? 2 : 1} spacing="xs">
              {editable && (
                <Button variant="default" mih={44} component={Link} to={`/edit-lead/${lead.id}`}>
                  {t("dashboard.edit")}
                </Button>
              )}
              {deletable && (
                <Button variant="outline" color="red" mih={44} onClick={onDelete}>
                  {t("dashboard.delete")}
                </Button>
              )}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
