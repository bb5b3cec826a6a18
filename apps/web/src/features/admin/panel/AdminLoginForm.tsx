import { Card, Stack, TextInput, Title } from "@mantine/core";
import { adminLoginSchema } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { PasswordField } from "../../auth/forms/PasswordField";
import { SubmitButton } from "../../auth/forms/SubmitButton";
import { useSchemaForm } from "../../auth/forms/useSchemaForm";
import { useAdminLogin } from "../api/mutations";

/** The admin panel's own login (SPEC §2, §5): username and password, both required. */
export function AdminLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const login = useAdminLogin();
  const form = useSchemaForm(adminLoginSchema, { username: "", password: "" });

  const submit = form.onSubmit((values) => {
    if (login.isPending) return;
    login.mutate(adminLoginSchema.parse(values), {
      onSuccess: () => {
        notifySuccess(t("admin.panel.accessGranted"));
        onLoggedIn();
      },
      onError: (error) =>
        notifyError(
          t("admin.panel.loginFailedTitle"),
          errorMessageOf(error, t("admin.panel.loginFailedMessage")),
        ),
    });
  });

  return (
    <Card withBorder padding="xl" maw={420} w="100%" mx="auto">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t("admin.panel.loginTitle")}
          </Title>
          <TextInput
            label={t("admin.panel.username")}
            autoComplete="username"
            {...form.getInputProps("username")}
          />
          <PasswordField
            label={t("admin.panel.password")}
            autoComplete="current-password"
            {...form.getInputProps("password")}
          />
          <SubmitButton pending={login.isPending}>{t("admin.panel.login")}</SubmitButton>
        </Stack>
      </form>
    </Card>
  );
}
