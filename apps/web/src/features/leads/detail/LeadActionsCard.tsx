import {
  Button,
  Card,
  CloseButton,
  Group,
  Image,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  COMPLETION_CAPTION_MAX_LENGTH,
  LeadAction,
  leadActionsFor,
  messages,
  MIN_COMPLETION_PHOTOS,
  revisionSchema,
  type Lead,
  type User,
} from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError } from "../../../app/notifications/notify";
import { PhotoDropzone, readAsDataUrl } from "../form/PhotoDropzone";
import { valueText } from "../leadFormat";
import { CancelLeadAction } from "./CancelLeadAction";
import { DisputeLeadAction } from "./DisputeLeadAction";
import { useRunLeadAction, type ActionProps } from "./runLeadAction";
import { WithdrawLeadAction } from "./WithdrawLeadAction";

/**
 * The actions this user may take on this lead now, as the domain's state machine says
 * (leadActionsFor: the role's actions, narrowed to the lead's own customer or assigned
 * installer); the server checks the same on every call.
 */
export function LeadActionsCard({ lead, user }: { lead: Lead; user: User }) {
  const { t } = useTranslation();
  const { run, pending } = useRunLeadAction(lead.id);
  const actions = leadActionsFor(lead, user);

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t("leads.actions.title")}
        </Title>
        {actions.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("leads.actions.none")}
          </Text>
        )}
        {actions.includes(LeadAction.ACCEPT) && (
          <AcceptAction lead={lead} pending={pending} run={run} />
        )}
        {actions.includes(LeadAction.MARK_ON_SITE) && (
          <Button
            mih={44}
            loading={pending}
            onClick={() => run({ action: "on-site" }, messages.toasts.markedOnSite)}
          >
            {t("leads.actions.markOnSite")}
          </Button>
        )}
        {actions.includes(LeadAction.SUBMIT_COMPLETION) && (
          <CompletionAction pending={pending} run={run} />
        )}
        {actions.includes(LeadAction.APPROVE) && (
          <ApproveAction lead={lead} pending={pending} run={run} />
        )}
        {actions.includes(LeadAction.REQUEST_REVISION) && (
          <RevisionAction pending={pending} run={run} />
        )}
        {actions.includes(LeadAction.WITHDRAW) && (
          <WithdrawLeadAction pending={pending} run={run} />
        )}
        {actions.includes(LeadAction.DISPUTE) && <DisputeLeadAction pending={pending} run={run} />}
        {actions.includes(LeadAction.CANCEL) && (
          <CancelLeadAction lead={lead} pending={pending} run={run} />
        )}
      </Stack>
    </Card>
  );
}

export function AcceptAction({ lead, pending, run }: ActionProps & { lead: Lead }) {
  const { t } = useTranslation();
  const [price, setPrice] = useState<string | number>("");
  const [error, setError] = useState<string | null>(null);
  const needsPrice = lead.value === null;

  const accept = () => {
    if (!needsPrice) return run({ action: "accept" }, messages.toasts.leadAccepted);
    const value = typeof price === "number" ? price : Number.NaN;
    if (!(value > 0)) return setError(messages.validation.valueInvalid);
    setError(null);
    run({ action: "accept", value }, messages.toasts.leadAccepted);
  };

  return (
    <Stack gap="sm">
      {needsPrice && (
        <NumberInput
          label={t("leads.actions.price")}
          description={t("leads.actions.priceHint")}
          prefix="€"
          min={0.01}
          decimalScale={2}
          value={price}
          onChange={setPrice}
          error={error}
        />
      )}
      <Button mih={44} loading={pending} onClick={accept}>
        {t("leads.actions.accept")}
      </Button>
    </Stack>
  );
}

interface CompletionPhoto {
  key: string;
  name: string;
  dataUrl: string;
  caption: string;
}

function CompletionAction({ pending, run }: ActionProps) {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<CompletionPhoto[]>([]);
  const [reading, setReading] = useState(false);
  const [checkCaptions, setCheckCaptions] = useState(false);
  const captionError = ({ caption }: CompletionPhoto): string | null => {
    const trimmed = caption.trim();
    if (trimmed === "") return t("leads.actions.captionRequired");
    return trimmed.length > COMPLETION_CAPTION_MAX_LENGTH
      ? messages.validation.captionTooLong
      : null;
  };

  const addFiles = async (files: File[]) => {
    setReading(true);
    try {
      const added = await Promise.all(
        files.map(async (file) => ({
          key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
          name: file.name,
          dataUrl: await readAsDataUrl(file),
          caption: "",
        })),
      );
      setPhotos((current) => [...current, ...added]);
    } catch {
      notifyError(
        messages.toasts.photoUploadFailed.title,
        messages.toasts.photoUploadFailed.message,
      );
    } finally {
      setReading(false);
    }
  };

  const submit = () => {
    if (photos.length < MIN_COMPLETION_PHOTOS) {
      notifyError(
        messages.toasts.completionPhotosRequired.title,
        messages.toasts.completionPhotosRequired.message,
      );
      return;
    }
    // Each photo goes to the customer's chat under its caption: say what it shows.
    if (photos.some((photo) => captionError(photo) !== null)) {
      setCheckCaptions(true);
      return;
    }
    run(
      {
        action: "done",
        photos: photos.map((photo) => photo.dataUrl),
        captions: photos.map((photo) => photo.caption.trim()),
      },
      messages.toasts.jobMarkedComplete,
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t("leads.actions.completionHint")}</Text>
      <PhotoDropzone
        label={t("leads.actions.completionPhotos")}
        loading={reading}
        onFiles={(files) => void addFiles(files)}
      />
      {photos.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {photos.map((photo, index) => (
            <Stack key={photo.key} gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="xs" truncate>
                  {photo.name}
                </Text>
                <CloseButton
                  aria-label={t("leads.photos.remove", { name: photo.name })}
                  onClick={() => setPhotos((current) => current.filter((p) => p.key !== photo.key))}
                />
              </Group>
              <Image src={photo.dataUrl} alt={photo.name} h={120} fit="cover" radius="sm" />
              <TextInput
                label={t("leads.actions.caption", { number: index + 1 })}
                required
                error={checkCaptions ? captionError(photo) : null}
                value={photo.caption}
                onChange={(event) => {
                  const caption = event.currentTarget.value;
                  setPhotos((current) =>
                    current.map((p) => (p.key === photo.key ? { ...p, caption } : p)),
                  );
                }}
              />
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Button mih={44} loading={pending} onClick={submit}>
        {t("leads.actions.markComplete")}
      </Button>
    </Stack>
  );
}

function ApproveAction({ lead, pending, run }: ActionProps & { lead: Lead }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button mih={44} color="green" onClick={() => setConfirming(true)}>
        {t("leads.actions.approve")}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("leads.actions.approveTitle")}
        centered
      >
        <Text size="sm">{t("leads.actions.approveWarning", { value: valueText(lead.value) })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t("account.cancel")}
          </Button>
          <Button
            color="green"
            loading={pending}
            onClick={() => {
              setConfirming(false);
              run({ action: "approve" }, messages.toasts.jobApproved);
            }}
          >
            {t("leads.actions.approveConfirm")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function RevisionAction({ pending, run }: ActionProps) {
  const { t } = useTranslation();
  const [feedback, setFeedback] = useState("");
  const [error, setError] = useState<string | null>(null);
  // The server's own rule: not blank, and at most its maximum.
  const check = () => {
    const checked = revisionSchema.shape.feedback.safeParse(feedback);
    setError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    return checked.success;
  };
  return (
    <Stack gap="sm">
      <Textarea
        label={t("leads.actions.feedback")}
        rows={3}
        value={feedback}
        onChange={(event) => setFeedback(event.currentTarget.value)}
        onBlur={check}
        error={error}
      />
      <Button
        mih={44}
        variant="outline"
        color="orange"
        loading={pending}
        onClick={() => {
          if (check())
            run(
              { action: "revision", feedback: feedback.trim() },
              messages.toasts.revisionRequested,
            );
        }}
      >
        {t("leads.actions.requestRevision")}
      </Button>
    </Stack>
  );
}
