import { Alert, Anchor, Stack, Text, TextInput } from "@mantine/core";
import { forgotPasswordSchema } from "@uplink/domain";
import { Link } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { errorMessageOf } from "../../app/api/errorMessage";
import { notifyError } from "../../app/notifications/notify";
import { paths } from "../../app/paths";
import { AuthScreenLayout } from "./AuthScreenLayout";
import { SubmitButton } from "./forms/SubmitButton";
import { useSchemaForm } from "./forms/useSchemaForm";
import { useForgotPassword } from "./api/mutations";

/** /forgot-password (SPEC §2): one email field; the answer never tells whether the account exists. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const forgotPassword = useForgotPassword();
  const form = useSchemaForm(forgotPasswordSchema, { email: "" });

  const submit = form.onSubmit((values) => {
    if (forgotPassword.isPending) return;
    forgotPassword.mutate(forgotPasswordSchema.parse(values), {
      onError: (error) =>
        notifyError(t("errors.title"), errorMessageOf(error, t("errors.generic"))),
    });
  });

  return (
    <AuthScreenLayout
      title={t("auth.forgotPassword.title")}
      subtitle={t("auth.forgotPassword.subtitle")}
      footer={
        <Anchor component={Link} to={`${paths.signIn}?role=customer`} fw={600}>
          {t("auth.forgotPassword.backToSignIn")}
        </Anchor>
      }
    >
      {forgotPassword.isSuccess ? (
        <Alert
          color="green"
          variant="light"
          role="status"
          title={t("auth.forgotPassword.sentTitle")}
        >
          <Text size="sm">{forgotPassword.data.message || t("auth.forgotPassword.sent")}</Text>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t("auth.fields.email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t("auth.fields.emailPlaceholder")}
              {...form.getInputProps("email")}
            />
            <SubmitButton pending={forgotPassword.isPending}>
              {t("auth.forgotPassword.submit")}
            </SubmitButton>
          </Stack>
        </form>
      )}
    </AuthScreenLayout>
  );
}
