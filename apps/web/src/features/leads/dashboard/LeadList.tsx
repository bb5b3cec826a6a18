import { Alert, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from "@mantine/core";
import {
  isDeletable,
  isEditable,
  LeadStatus,
  Role,
  VerificationStatus,
  type Lead,
  type User,
} from "@uplink/domain";
import { useState } from "react";
import { Link } from "react-router-dom";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { paths } from "../../../app/paths";
import { useTranslation } from "../../../i18n/useTranslation";
import { hasNoProfile, useInstallerProfile } from "../../installer/api/queries";
import { useLeads } from "../api/queries";
import { AcceptLeadModal } from "./AcceptLeadModal";
import { CardsSkeleton } from "./DashboardSkeletons";
import { DeleteLeadModal } from "./DeleteLeadModal";
import { LeadCard } from "./LeadCard";

const TITLE_KEYS = {
  customer: "dashboard.customerTitle",
  installer: "dashboard.installerTitle",
  administrator: "dashboard.adminTitle",
} as const satisfies Record<Role, string>;

interface LeadListProps {
  user: User;
  onView: (id: string) => void;
  /** An approved installer's "In my area" filter: only the jobs within their radius. */
  inArea: boolean;
  onInAreaChange: (inArea: boolean) => void;
}

/**
 * The user's leads as cards, a page at a time: a customer's requests, an installer's
 * jobs (an approved one may narrow them to their area), with delete and accept at hand.
 */
export function LeadList({ user, onView, inArea, onInAreaChange }: LeadListProps) {
  const { t } = useTranslation();
  const [toDelete, setToDelete] = useState<Lead | null>(null);
  const [toAccept, setToAccept] = useState<Lead | null>(null);
  const { role, id: userId } = user;
  const isCustomer = role === Role.CUSTOMER;
  // Only approved installers are shown new jobs (the server lists them no others); the
  // rest see why, with any job still assigned to them below.
  const pendingVerification =
    role === Role.INSTALLER && user.verificationStatus !== VerificationStatus.APPROVED;
  const findsJobs = role === Role.INSTALLER && !pendingVerification;
  const leads = useLeads({ inArea: findsJobs && inArea });
  const profile = useInstallerProfile({ enabled: findsJobs });
  // Without a service town found on the map, jobs come newest first: say how to change it.
  const areaUnknown =
    findsJobs &&
    ((profile.isSuccess && !profile.data.located) ||
      (profile.isError && hasNoProfile(profile.error)));
  const loaded = leads.data?.pages.flat() ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t(TITLE_KEYS[role])}</Title>
        {isCustomer && loaded.length > 0 && (
          <Button component={Link} to={paths.createLead} mih={44}>
            {t("dashboard.newRequest")}
          </Button>
        )}
      </Group>
      {findsJobs && (
        <Switch
          label={t("dashboard.inMyArea")}
          description={t("dashboard.inMyAreaHint")}
          checked={inArea}
          onChange={(event) => onInAreaChange(event.currentTarget.checked)}
        />
      )}
      {areaUnknown && (
        <Text size="sm" c="dimmed">
          {t("dashboard.setServiceArea")}
        </Text>
      )}
      {pendingVerification && (
        <Alert color="yellow" title={t("dashboard.pendingVerification")}>
          {t("dashboard.pendingVerificationHint")}
        </Alert>
      )}
      {leads.isPending ? (
        <CardsSkeleton />
      ) : leads.isError ? (
        <Alert color="red" title={t("dashboard.loadFailed")}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessageOf(leads.error, t("dashboard.loadFailedHint"))}</Text>
            <Button variant="light" color="red" onClick={() => void leads.refetch()}>
              {t("dashboard.retry")}
            </Button>
          </Stack>
        </Alert>
      ) : loaded.length === 0 ? (
        pendingVerification ? null : (
          <Card withBorder padding="xl">
            <Stack align="center" gap="md">
              <Text fw={600}>
                {role !== Role.INSTALLER
                  ? t("dashboard.noRequests")
                  : findsJobs && inArea
                    ? t("dashboard.noJobsInArea")
                    : t("dashboard.noJobs")}
              </Text>
              {isCustomer && (
                <Button component={Link} to={paths.createLead} mih={44}>
                  {t("dashboard.createRequest")}
                </Button>
              )}
            </Stack>
          </Card>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {loaded.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              editable={isCustomer && lead.customerId === userId && isEditable(lead.status)}
              deletable={isCustomer && lead.customerId === userId && isDeletable(lead.status)}
              onView={() => onView(lead.id)}
              acceptable={role === Role.INSTALLER && lead.status === LeadStatus.NEW}
              onDelete={() => setToDelete(lead)}
              onAccept={() => setToAccept(lead)}
            />
          ))}
        </SimpleGrid>
      )}
      {leads.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            mih={44}
            loading={leads.isFetchingNextPage}
            onClick={() => void leads.fetchNextPage()}
          >
            {t("dashboard.loadMore")}
          </Button>
        </Group>
      )}
      <DeleteLeadModal lead={toDelete} onClose={() => setToDelete(null)} />
      <AcceptLeadModal lead={toAccept} onClose={() => setToAccept(null)} />
    </Stack>
  );
}
