import {
  Alert,
  Button,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  BIO_MAX_LENGTH,
  isCountryCode,
  POSTAL_CODE_FORMATS,
  serviceAreaFormSchema,
  type InstallerProfile,
  type User,
} from "@uplink/domain";
import { useId } from "react";
import { useTranslation } from "../../i18n/useTranslation";
import { errorMessageOf } from "../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../app/notifications/notify";
import { useSchemaForm } from "../auth/forms/useSchemaForm";
import { CountrySelect } from "../countries/CountrySelect";
import { useSaveInstallerProfile } from "./api/mutations";
import { hasNoProfile, useInstallerProfile } from "./api/queries";

interface ServiceAreaValues extends Record<string, unknown> {
  companyName: string;
  /** The short bio on the public profile. */
  bio: string;
  /** An ISO code, or "" until one is chosen. */
  country: string;
  serviceCity: string;
  servicePostalCode: string;
  serviceRadiusKm: number | string;
}

/**
 * An installer's service area in Settings: their company and short bio (on their public
 * profile, contact details removed), the town, postal code and
 * country their jobs are measured from, and how far they travel. Jobs within the radius
 * are listed first on the dashboard; a town not found on the map is said so.
 */
export function ServiceAreaSettings({ user }: { user: User }) {
  const { t } = useTranslation();
  const profile = useInstallerProfile();
  if (profile.isPending) return <Skeleton height={220} />;
  if (profile.isError && !hasNoProfile(profile.error)) {
    return (
      <Alert color="red" title={t("account.serviceArea.title")}>
        {errorMessageOf(profile.error, t("errors.generic"))}
      </Alert>
    );
  }
  // Keyed by the saved profile, so the form starts again from what was saved.
  const saved = profile.data ?? null;
  return <ServiceAreaForm key={saved?.updatedAt ?? "new"} saved={saved} user={user} />;
}

function ServiceAreaForm({ saved, user }: { saved: InstallerProfile | null; user: User }) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveInstallerProfile();
  const form = useSchemaForm<ServiceAreaValues>(serviceAreaFormSchema, {
    companyName: saved?.companyName ?? "",
    bio: saved?.bio ?? "",
    country: saved?.country ?? user.country ?? "",
    serviceCity: saved?.serviceCity ?? "",
    servicePostalCode: saved?.servicePostalCode ?? "",
    serviceRadiusKm: saved?.serviceRadiusKm ?? 50,
  });
  const country = form.values.country;

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    const parsed = serviceAreaFormSchema.parse(values);
    save.mutate(
      // The rest of the profile is kept as it is.
      { ...parsed, phone: saved?.phone ?? undefined },
      {
        onSuccess: (profile) =>
          notifySuccess(
            profile.located
              ? t("account.serviceArea.saved")
              : `${t("account.serviceArea.saved")}. ${t("account.serviceArea.notLocated")}`,
          ),
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("errors.generic"))),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Text fw={600} size="sm" id={titleId}>
            {t("account.serviceArea.title")}
          </Text>
          <Text size="sm" c="dimmed">
            {t("account.serviceArea.hint")}
          </Text>
        </div>
        {saved && !saved.located && (
          <Alert color="yellow">{t("account.serviceArea.notLocated")}</Alert>
        )}
        <TextInput
          label={t("account.serviceArea.companyName")}
          autoComplete="organization"
          {...form.getInputProps("companyName")}
        />
        <Textarea
          label={t("trust.bio")}
          description={t("trust.bioHint")}
          minRows={3}
          maxLength={BIO_MAX_LENGTH}
          {...form.getInputProps("bio")}
        />
        <Text size="xs" c="dimmed" ta="end" mt={-8}>
          {t("trust.bioCount", { used: form.values.bio.length, max: BIO_MAX_LENGTH })}
        </Text>
        <CountrySelect
          inputProps={form.getInputProps("country")}
          onChange={(chosen) => {
            form.setFieldValue("country", chosen);
            if (form.values.servicePostalCode.trim() !== "")
              form.validateField("servicePostalCode");
          }}
        />
        <TextInput
          label={t("account.serviceArea.city")}
          autoComplete="address-level2"
          {...form.getInputProps("serviceCity")}
        />
        <TextInput
          label={t("account.serviceArea.postalCode")}
          autoComplete="postal-code"
          placeholder={isCountryCode(country) ? POSTAL_CODE_FORMATS[country].example : undefined}
          {...form.getInputProps("servicePostalCode")}
        />
        <NumberInput
          label={t("account.serviceArea.radius")}
          min={1}
          max={500}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("serviceRadiusKm")}
        />
        <Button type="submit" mih={44} loading={save.isPending}>
          {t("account.serviceArea.save")}
        </Button>
      </Stack>
    </form>
  );
}
