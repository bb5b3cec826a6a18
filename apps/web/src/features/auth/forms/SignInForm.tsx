import { Anchor, Group, Stack, TextInput } from "@mantine/core";
import { signInSchema } from "@uplink/domain";
import { Link } from "react-router-dom";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { paths } from "../../../app/paths";
import { useSignIn } from "../api/mutations";
import { PasswordField } from "./PasswordField";
import { SubmitButton } from "./SubmitButton";
import { useSchemaForm } from "./useSchemaForm";

/**
 * The local email and password sign-in (SPEC §2). Success stores the session;
 * the screen then redirects to the dashboard.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const signIn = useSignIn({
    onSignedIn: () => notifySuccess(t("auth.signIn.welcomeBack")),
  });
  const form = useSchemaForm(signInSchema, { email: "", password: "" });

  const submit = form.onSubmit((values) => {
    if (signIn.isPending) return;
    signIn.mutate(signInSchema.parse(values), {
      onError: (error) =>
        notifyError(
          t("auth.signIn.failedTitle"),
          errorMessageOf(error, t("auth.signIn.failedMessage")),
        ),
    });
  });

  return (
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
        <PasswordField
          label={t("auth.fields.password")}
          autoComplete="current-password"
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t("auth.signIn.forgotPassword")}
          </Anchor>
        </Group>
        <SubmitButton pending={signIn.isPending}>{t("auth.signIn.submit")}</SubmitButton>
      </Stack>
    </form>
  );
}
