import { Container, Stack, Title } from "@mantine/core";
import { Role } from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import { useAuth } from "../auth/session/useAuth";
import { PlatformStats } from "./components/PlatformStats";
import { AdminLoginForm } from "./panel/AdminLoginForm";
import { PendingInstallerList } from "./panel/PendingInstallerList";

/**
 * /admin-panel (SPEC §2, §4): logged out until its own admin login succeeds (local
 * state only), then the figures and the installers awaiting review.
 */
export function AdminPanelScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [loggedIn, setLoggedIn] = useState(false);
  // The login adopts the administrator's session; signing out elsewhere closes the panel.
  const open = loggedIn && auth.user?.role === Role.ADMINISTRATOR;

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>{t("admin.panel.title")}</Title>
        {open ? (
          <>
            <PlatformStats />
            <PendingInstallerList />
          </>
        ) : (
          <AdminLoginForm onLoggedIn={() => setLoggedIn(true)} />
        )}
      </Stack>
    </Container>
  );
}
