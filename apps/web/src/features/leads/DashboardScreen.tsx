import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
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
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { errorMessageOf } from "../../app/api/errorMessage";
import { paths } from "../../app/paths";
import { useAuth } from "../auth/session/useAuth";
import { hasNoProfile, useInstallerProfile } from "../installer/api/queries";
import { AdminNotices } from "../notices/AdminNotices";
import { useLeads } from "./api/queries";
import { AcceptLeadModal } from "./dashboard/AcceptLeadModal";
import { DeleteLeadModal } from "./dashboard/DeleteLeadModal";
import { LeadCard } from "./dashboard/LeadCard";
import { LeadDetailView } from "./detail/LeadDetailView";

const INSTALLER_PATHS: readonly string[] = [paths.installerDashboard, "/installer-dashboard"];

/** The shared dashboard of SPEC §2: the user's leads as cards, or one lead's detail (?lead={id}). */
export function DashboardScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const leadId = searchParams.get("lead");
  // Kept while a lead's detail is open, so closing it returns to the same list.
  const [inArea, setInArea] = useState(false);

  if (auth.isLoading) return <DashboardSkeleton />;
  if (!auth.user) {
    const role = INSTALLER_PATHS.includes(pathname) ? Role.INSTALLER : Role.CUSTOMER;
    return (
      <Container size="sm" py="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t("dashboard.signInRequired")}</Title>
          <Text>{t("dashboard.signInHint")}</Text>
          <Button component={Link} to={`${paths.signIn}?role=${role}`} mih={44}>
            {t("dashboard.signIn")}
          </Button>
        </Stack>
      </Container>
    );
  }

  const closeDetail = () =>
    setSearchParams(
      (params) => {
        params.delete("lead");
        return params;
      },
      { replace: true },
    );
  const openDetail = (id: string) => setSearchParams({ lead: id });

  return (
    <Container size="lg" py="xl">
      {!leadId && <AdminNotices />}
      {leadId ? (
        <LeadDetailView leadId={leadId} user={auth.user} onClose={closeDetail} />
      ) : (
        <LeadList user={auth.user} onView={openDetail} inArea={inArea} onInAreaChange={setInArea} />
      )}
    </Container>
  );
}

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

function LeadList({ user, onView, inArea, onInAreaChange }: LeadListProps) {
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

function CardsSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      aria-busy="true"
      aria-label={t("app.loading")}
    >
      {[0, 1, 2].map((index) => (
        <Card key={index} withBorder padding="lg">
          <Stack gap="xs">
            <Skeleton height={22} width="70%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="60%" />
            <Skeleton height={36} mt="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function DashboardSkeleton() {
  return (
    <Container size="lg" py="xl">
      <Skeleton height={36} width="40%" mb="lg" />
      <CardsSkeleton />
    </Container>
  );
}
