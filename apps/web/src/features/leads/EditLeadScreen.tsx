import { Button, Card, Container, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { editLeadFormSchema, leadTitle, type LeadDetail } from "@uplink/domain";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { errorMessageOf } from "../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../app/notifications/notify";
import { paths } from "../../app/paths";
import { SubmitButton } from "../auth/forms/SubmitButton";
import { useSchemaForm } from "../auth/forms/useSchemaForm";
import { useAuth } from "../auth/session/useAuth";
import { useUpdateLead } from "./api/mutations";
import { useLeadDetail } from "./api/queries";
import { combinedAddress, LeadFormFields, type LeadFormValues } from "./form/LeadFormFields";
import { PropertyPhotosField } from "./form/PropertyPhotosField";
import { usePhotoUploads } from "../photos/usePhotoUploads";

/** /edit-lead/{id} (SPEC §2, §5): the lead's own form, prefilled. */
export function EditLeadScreen() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const auth = useAuth();
  const detail = useLeadDetail(auth.user ? id : null);

  let body;
  if (!auth.isLoading && !auth.user) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>{t("dashboard.signInHint")}</Text>
        <Button component={Link} to={`${paths.signIn}?role=customer`} mih={44}>
          {t("dashboard.signIn")}
        </Button>
      </Stack>
    );
  } else if (detail.isError) {
    body = (
      <Card withBorder padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            {t("leads.edit.notFound")}
          </Title>
          <Text>{t("leads.edit.notFoundHint")}</Text>
          <Button component={Link} to={paths.dashboard} mih={44}>
            {t("leads.edit.backToDashboard")}
          </Button>
        </Stack>
      </Card>
    );
  } else if (detail.data) {
    body = <EditLeadForm detail={detail.data} />;
  } else {
    body = (
      <Stack gap="md" aria-busy="true" aria-label={t("app.loading")}>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={120} />
      </Stack>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("leads.edit.title")}</Title>
        {body}
      </Stack>
    </Container>
  );
}

function EditLeadForm({ detail }: { detail: LeadDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lead } = detail;
  const updateLead = useUpdateLead();
  const photos = usePhotoUploads();
  const existing = detail.photos.filter((photo) => photo.kind === "property");
  const form = useSchemaForm<LeadFormValues>(editLeadFormSchema, {
    // The customer editing their own request always sees its street.
    address: lead.address.street ?? "",
    city: lead.address.city,
    postalCode: lead.address.postalCode,
    // A request made before countries were asked for has none until one is chosen.
    country: lead.country ?? "",
    preferredStartDate: lead.preferredStartDate ?? "",
    preferredEndDate: lead.preferredEndDate ?? "",
    timeRange: lead.timeRange ?? "",
    description: lead.description,
    specialRequirements: lead.specialRequirements ?? "",
  });

  const submit = form.onSubmit((values) => {
    if (updateLead.isPending) return;
    if (existing.length + photos.uploadedCount === 0) {
      notifyError(t("leads.edit.photoRequiredTitle"), t("leads.edit.photoRequiredMessage"));
      return;
    }
    const parsed = editLeadFormSchema.parse(values);
    updateLead.mutate(
      {
        id: lead.id,
        title: leadTitle(parsed.city),
        description: parsed.description,
        address: combinedAddress(parsed),
        ...(parsed.country ? { country: parsed.country } : {}),
        preferredStartDate: parsed.preferredStartDate ?? "",
        preferredEndDate: parsed.preferredEndDate ?? "",
        timeRange: parsed.timeRange ?? "",
        specialRequirements: parsed.specialRequirements ?? "",
        ...(photos.ids.length > 0 ? { photoIds: photos.ids } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess(t("leads.edit.updated"));
          void navigate(paths.dashboard);
        },
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("leads.edit.failed"))),
      },
    );
  });

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <LeadFormFields
            form={form}
            photos={<PropertyPhotosField photos={photos} existing={existing} />}
            photosCount={photos.uploadedCount}
          />
          <Group grow>
            <Button variant="default" size="md" mih={44} component={Link} to={paths.dashboard}>
              {t("account.cancel")}
            </Button>
            <SubmitButton pending={updateLead.isPending} disabled={photos.busy}>
              {t("leads.edit.submit")}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
