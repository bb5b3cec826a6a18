import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { resetPasswordFormSchema } from "@uplink/domain";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { errorMessageOf } from "../../app/api/errorMessage";
import { notifyError } from "../../app/notifications/notify";
import { paths } from "../../app/paths";
import { AuthScreenLayout } from "./AuthScreenLayout";
import { PasswordField } from "./forms/PasswordField";
import { SubmitButton } from "./forms/SubmitButton";
import { useSchemaForm } from "./forms/useSchemaForm";
import { useResetPassword } from "./api/mutations";

/** /reset-password?token=… (SPEC §2, §5): a new password twice; without a token nothing is sent. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const resetPassword = useResetPassword();
  const form = useSchemaForm(resetPasswordFormSchema, { password: "", confirmPassword: "" });

  const submit = form.onSubmit(({ password }) => {
    if (!token || resetPassword.isPending) return;
    resetPassword.mutate(
      { token, password },
      {
        onError: (error) =>
          notifyError(
            t("errors.title"),
            errorMessageOf(error, t("auth.resetPassword.invalidLink")),
          ),
      },
    );
  });

  if (resetPassword.isSuccess) {
    return (
      <AuthScreenLayout title={t("auth.resetPassword.title")}>
        <Stack gap="md">
          <Alert color="green" variant="light" role="status">
            <Text size="sm">{resetPassword.data.message || t("auth.resetPassword.updated")}</Text>
          </Alert>
          <Button component={Link} to={`${paths.signIn}?role=customer`} fullWidth mih={44}>
            {t("auth.resetPassword.goToSignIn")}
          </Button>
        </Stack>
      </AuthScreenLayout>
    );
  }

  return (
    <AuthScreenLayout
      title={t("auth.resetPassword.title")}
      subtitle={t("auth.resetPassword.subtitle")}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!token && (
            <Alert color="yellow" variant="light">
              <Text size="sm">{t("auth.resetPassword.missingToken")}</Text>
              <Anchor component={Link} to={paths.forgotPassword} size="sm" fw={600}>
                {t("auth.resetPassword.requestNewLink")}
              </Anchor>
            </Alert>
          )}
          <PasswordField
            label={t("auth.fields.newPassword")}
            autoComplete="new-password"
            description={t("auth.fields.passwordHint")}
            {...form.getInputProps("password")}
          />
          <PasswordField
            label={t("auth.fields.confirmNewPassword")}
            autoComplete="new-password"
            {...form.getInputProps("confirmPassword")}
          />
          <SubmitButton pending={resetPassword.isPending}>
            {t("auth.resetPassword.submit")}
          </SubmitButton>
        </Stack>
      </form>
    </AuthScreenLayout>
  );
}
