import { Button, Card, Container, Stack, Text, Title } from "@mantine/core";
import { createLeadFormSchema, leadTitle } from "@uplink/domain";
import { Link, useNavigate } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { errorMessageOf } from "../../app/api/errorMessage";
import { ScreenSkeleton } from "../../app/layout/ScreenSkeleton";
import { notifyError, notifySuccess } from "../../app/notifications/notify";
import { paths } from "../../app/paths";
import { SubmitButton } from "../auth/forms/SubmitButton";
import { useSchemaForm } from "../auth/forms/useSchemaForm";
import { useAuth } from "../auth/session/useAuth";
import { defaultCountry } from "../countries/defaultCountry";
import { newSubmission, type CreateLeadSubmission } from "../offline/submission";
import { useSubmitOrQueue } from "./api/mutations";
import {
  combinedAddress,
  EMPTY_LEAD_FORM,
  LeadFormFields,
  type LeadFormValues,
} from "./form/LeadFormFields";
import { PropertyPhotosField } from "./form/PropertyPhotosField";
import { usePhotoUploads } from "../photos/usePhotoUploads";

/** /create-lead and /job-form (SPEC §2, §5). */
export function CreateLeadScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  if (auth.isLoading) return <ScreenSkeleton />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("leads.create.title")}</Title>
        {auth.user ? (
          <CreateLeadForm />
        ) : (
          <Card withBorder padding="lg">
            <Stack gap="sm" align="flex-start">
              <Title order={2} size="h3">
                {t("dashboard.signInRequired")}
              </Title>
              <Text>{t("leads.create.signInHint")}</Text>
              <Button component={Link} to={`${paths.signIn}?role=customer`} mih={44}>
                {t("dashboard.signIn")}
              </Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}

function CreateLeadForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createLead = useSubmitOrQueue();
  const photos = usePhotoUploads();
  const { user } = useAuth();
  const form = useSchemaForm<LeadFormValues>(createLeadFormSchema, {
    ...EMPTY_LEAD_FORM,
    country: defaultCountry(user?.country),
  });

  const submit = form.onSubmit((values) => {
    if (createLead.isPending || !user) return;
    const parsed = createLeadFormSchema.parse(values);
    const submission = newSubmission<CreateLeadSubmission>({
      kind: "createLead",
      userId: user.id,
      fields: {
        title: leadTitle(parsed.city),
        ...(parsed.description ? { description: parsed.description } : {}),
        address: combinedAddress(parsed),
        country: parsed.country,
        preferredStartDate: parsed.preferredStartDate,
        preferredEndDate: parsed.preferredEndDate,
        timeRange: parsed.timeRange,
        ...(parsed.specialRequirements ? { specialRequirements: parsed.specialRequirements } : {}),
      },
      photos: photos.kept(),
    });
    createLead.mutate(submission, {
      onSuccess: (outcome) => {
        notifySuccess(t(outcome.status === "sent" ? "leads.create.posted" : "offline.saved"));
        void navigate(paths.dashboard);
      },
      onError: (error) =>
        notifyError(t("errors.title"), errorMessageOf(error, t("leads.create.failed"))),
    });
  });

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <LeadFormFields
            form={form}
            photos={<PropertyPhotosField photos={photos} />}
            photosCount={photos.keptCount}
          />
          <SubmitButton pending={createLead.isPending} disabled={photos.busy}>
            {t("leads.create.submit")}
          </SubmitButton>
        </Stack>
      </form>
    </Card>
  );
}
