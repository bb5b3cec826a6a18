import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { errorMessageOf } from "../../app/api/errorMessage";
import { paths } from "../../app/paths";
import { useTRPC, useTRPCClient } from "../../app/api/trpc";
import { AuthScreenLayout } from "./AuthScreenLayout";

/**
 * `auth.verifyEmail`, run as a query keyed by the token: the token is
 * single-use, and a query runs once per token however often the screen mounts
 * (React's development double-mount included), where an effect would post twice.
 */
function useEmailVerification(token: string) {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useQuery({
    queryKey: ["verify-email", token],
    enabled: token !== "",
    queryFn: async () => {
      const result = await client.auth.verifyEmail.mutate({ token });
      // A signed-in reader's cached user still says "not verified".
      await queryClient.invalidateQueries(trpc.auth.me.queryFilter());
      return result;
    },
  });
}

/** /verify-email?token=… (SPEC §2, §4): verifying, then success or error. */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const verification = useEmailVerification(token);

  let body;
  if (!token) {
    body = (
      <Alert color="red" variant="light" title={t("auth.verifyEmail.errorTitle")}>
        <Text size="sm">{t("auth.verifyEmail.missingToken")}</Text>
      </Alert>
    );
  } else if (verification.isPending) {
    body = (
      <Stack align="center" gap="sm" py="md" role="status">
        <Loader size="md" />
        <Text fw={600}>{t("auth.verifyEmail.verifying")}</Text>
      </Stack>
    );
  } else if (verification.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t("auth.verifyEmail.errorTitle")}>
        <Text size="sm">{errorMessageOf(verification.error, t("auth.verifyEmail.failed"))}</Text>
      </Alert>
    );
  } else {
    body = (
      <Alert color="green" variant="light" role="status" title={t("auth.verifyEmail.successTitle")}>
        <Text size="sm">{verification.data.message || t("auth.verifyEmail.verified")}</Text>
      </Alert>
    );
  }

  return (
    <AuthScreenLayout title={t("auth.verifyEmail.title")}>
      <Stack gap="md">
        {body}
        {!verification.isLoading && (
          <Button component={Link} to={`${paths.signIn}?role=customer`} fullWidth mih={44}>
            {t("auth.verifyEmail.goToSignIn")}
          </Button>
        )}
      </Stack>
    </AuthScreenLayout>
  );
}
