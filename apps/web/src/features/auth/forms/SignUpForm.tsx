import { Anchor, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { Role, signUpFormSchema, signUpPayloadSchema, type SignupRole } from "@uplink/domain";
import { Link, useNavigate } from "react-router-dom";
import { Trans } from "../../../i18n/Trans";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { paths } from "../../../app/paths";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { CountrySelect } from "../../countries/CountrySelect";
import { defaultCountry } from "../../countries/defaultCountry";
import { useSignUp } from "../api/mutations";
import { dashboardPathFor } from "../session/dashboardPath";
import { PasswordField } from "./PasswordField";
import { SubmitButton } from "./SubmitButton";
import { useSchemaForm } from "./useSchemaForm";

/** Sign-up (SPEC §2, §5): the payload leaves out the confirmation; success lands on the role's dashboard. */
export function SignUpForm({ initialRole }: { initialRole: SignupRole | "" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useSchemaForm(signUpFormSchema, {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    country: defaultCountry(null),
    role: initialRole,
    password: "",
    confirmPassword: "",
  });

  const submit = form.onSubmit((values) => {
    if (signUp.isPending) return;
    const payload = signUpPayloadSchema.parse(values);
    signUp.mutate(payload, {
      onSuccess: ({ user }) => {
        notifySuccess(
          t("auth.signUp.created"),
          t("auth.signUp.verificationSent", { email: user.email }),
        );
        void navigate(dashboardPathFor(user.role));
      },
      onError: (error) =>
        notifyError(
          t("auth.signUp.failedTitle"),
          errorMessageOf(error, t("auth.signUp.failedMessage")),
        ),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t("auth.fields.firstName")}
            autoComplete="given-name"
            {...form.getInputProps("firstName")}
          />
          <TextInput
            label={t("auth.fields.lastName")}
            autoComplete="family-name"
            {...form.getInputProps("lastName")}
          />
        </SimpleGrid>
        <TextInput
          label={t("auth.fields.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("auth.fields.emailPlaceholder")}
          {...form.getInputProps("email")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <CountrySelect
            inputProps={form.getInputProps("country")}
            onChange={(country) => {
              form.setFieldValue("country", country);
              // A number already typed is read again by the new country's rules.
              if (form.values.phone.trim() !== "") form.validateField("phone");
            }}
          />
          <TextInput
            label={t("auth.fields.phone")}
            type="tel"
            autoComplete="tel"
            placeholder={t("auth.fields.phonePlaceholder")}
            {...form.getInputProps("phone")}
          />
        </SimpleGrid>
        <NativeSelect
          label={t("auth.fields.role")}
          data={[
            { value: "", label: t("auth.signUp.rolePlaceholder"), disabled: true },
            { value: Role.CUSTOMER, label: t("auth.signUp.roleCustomer") },
            { value: Role.INSTALLER, label: t("auth.signUp.roleInstaller") },
          ]}
          {...form.getInputProps("role")}
        />
        <PasswordField
          label={t("auth.fields.password")}
          autoComplete="new-password"
          description={t("auth.fields.passwordHint")}
          {...form.getInputProps("password")}
        />
        <PasswordField
          label={t("auth.fields.confirmPassword")}
          autoComplete="new-password"
          {...form.getInputProps("confirmPassword")}
        />
        <Text size="sm" c="dimmed">
          <Trans
            i18nKey="auth.signUp.agreement"
            components={{
              // A new tab, so the half-filled form stays as it is.
              terms: (
                <Anchor
                  component={Link}
                  to={paths.terms}
                  target="_blank"
                  inherit
                  underline="always"
                />
              ),
              privacy: (
                <Anchor
                  component={Link}
                  to={paths.privacy}
                  target="_blank"
                  inherit
                  underline="always"
                />
              ),
            }}
          />
        </Text>
        <SubmitButton pending={signUp.isPending}>{t("auth.signUp.submit")}</SubmitButton>
      </Stack>
    </form>
  );
}
