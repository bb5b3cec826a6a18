import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { errorMessageOf } from "../../app/api/errorMessage";
import { useTRPCClient } from "../../app/api/trpc";
import { paths } from "../../app/paths";
import { AuthScreenLayout } from "./AuthScreenLayout";

/**
 * `clerk.confirmLink`, run as a query keyed by the token: the token is
 * single-use, and a query runs once per token however often the screen mounts, where
 * an effect would post twice (and the second post would report the link as used).
 */
function useHostedLinkConfirmation(token: string) {
  const client = useTRPCClient();
  return useQuery({
    queryKey: ["link-account", token],
    enabled: token !== "",
    queryFn: () => client.clerk.confirmLink.mutate({ token }),
  });
}

/** /link-account?token=…: the mailed link that links a hosted sign-in to an existing account. */
export function LinkAccountScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const confirmation = useHostedLinkConfirmation(token);

  let body;
  if (!token) {
    body = (
      <Alert color="red" variant="light" title={t("auth.linkAccount.errorTitle")}>
        <Text size="sm">{t("auth.linkAccount.missingToken")}</Text>
      </Alert>
    );
  } else if (confirmation.isPending) {
    body = (
      <Stack align="center" gap="sm" py="md" role="status">
        <Loader size="md" />
        <Text fw={600}>{t("auth.linkAccount.linking")}</Text>
      </Stack>
    );
  } else if (confirmation.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t("auth.linkAccount.errorTitle")}>
        <Text size="sm">{errorMessageOf(confirmation.error, t("auth.linkAccount.failed"))}</Text>
      </Alert>
    );
  } else {
    body = (
      <Alert color="green" variant="light" role="status" title={t("auth.linkAccount.successTitle")}>
        <Text size="sm">{confirmation.data.message || t("auth.linkAccount.linked")}</Text>
      </Alert>
    );
  }

  return (
    <AuthScreenLayout title={t("auth.linkAccount.title")}>
      <Stack gap="md">
        {body}
        {!confirmation.isLoading && (
          <Button component={Link} to={paths.signIn} fullWidth mih={44}>
            {t("auth.linkAccount.goToSignIn")}
          </Button>
        )}
      </Stack>
    </AuthScreenLayout>
  );
}
