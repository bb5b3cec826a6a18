import { Container, Stack, Tabs, Title } from "@mantine/core";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { AdminGate } from "./components/AdminGate";
import { AlertsTab } from "./dashboard/AlertsTab";
import { ApprovalsTab } from "./dashboard/ApprovalsTab";
import { LeadsTab } from "./dashboard/LeadsTab";
import { MessagesTab } from "./dashboard/MessagesTab";
import { OverviewTab } from "./dashboard/OverviewTab";
import { ReviewsTab } from "./dashboard/ReviewsTab";
import { UsersTab } from "./dashboard/UsersTab";

const TABS = [
  { value: "overview", labelKey: "admin.tabs.overview", Panel: OverviewTab },
  { value: "users", labelKey: "admin.tabs.users", Panel: UsersTab },
  { value: "leads", labelKey: "admin.tabs.leads", Panel: LeadsTab },
  { value: "approvals", labelKey: "admin.tabs.approvals", Panel: ApprovalsTab },
  { value: "alerts", labelKey: "admin.tabs.alerts", Panel: AlertsTab },
  { value: "reviews", labelKey: "admin.tabs.reviews", Panel: ReviewsTab },
  { value: "messages", labelKey: "admin.tabs.messages", Panel: MessagesTab },
] as const;

type TabValue = (typeof TABS)[number]["value"];

function tabOf(value: string | null): TabValue {
  return TABS.find((tab) => tab.value === value)?.value ?? "overview";
}

/**
 * /admin-dashboard (SPEC §2): seven tabs (Reviews: issue 25), the open one kept in `?tab=` so a reload or a
 * shared link returns to it. Its queries run only for administrators (SPEC §6).
 */
export function AdminDashboardScreen() {
  const { t } = useTranslation();
  return (
    <AdminGate
      deniedTitle={t("admin.dashboard.accessDeniedTitle")}
      deniedMessage={t("admin.dashboard.accessDeniedMessage")}
    >
      <AdminDashboard />
    </AdminGate>
  );
}

function AdminDashboard() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get("tab"));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("admin.dashboard.title")}</Title>
        <Tabs
          value={tab}
          onChange={(value) => setSearchParams({ tab: tabOf(value) }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List style={{ overflowX: "auto", flexWrap: "nowrap" }}>
            {TABS.map(({ value, labelKey }) => (
              <Tabs.Tab key={value} value={value} mih={44}>
                {t(labelKey)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map(({ value, Panel }) => (
            <Tabs.Panel key={value} value={value} pt="lg">
              <Panel />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
