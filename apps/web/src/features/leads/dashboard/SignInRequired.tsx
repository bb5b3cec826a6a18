import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Role } from "@uplink/domain";
import { Link, useLocation } from "react-router-dom";
import { paths } from "../../../app/paths";
import { useTranslation } from "../../../i18n/useTranslation";

const INSTALLER_PATHS: readonly string[] = [paths.installerDashboard, "/installer-dashboard"];

/** The dashboard for a visitor not signed in: sign in first, as an installer on an installer's path. */
export function SignInRequired() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
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
