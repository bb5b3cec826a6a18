import { Button, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { makeOfferInput, saidOfIssue, type Message } from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useMakeOffer } from "../api/mutations";
import { fieldError } from "../../auth/forms/fieldErrors";

/** The fields of an offer, checked by the server's own rule before anything is sent. */
const offerFields = makeOfferInput.omit({ id: true });
type OfferField = "value" | "message";

/**
 * An installer names their price for a request the quote engine could not price. Nothing
 * is held: the customer decides, and a new offer replaces the installer's pending one.
 * Also in the dashboard's job-card modal (AcceptLeadModal), which `onSent` closes.
 */
export function MakeOfferAction({ leadId, onSent }: { leadId: string; onSent?: () => void }) {
  const { t } = useTranslation();
  const makeOffer = useMakeOffer();
  const [price, setPrice] = useState<string | number>("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Partial<Record<OfferField, Message>>>({});

  /** Checks the offer; shows the messages of `only` those fields, or of all of them. */
  const check = (only?: OfferField) => {
    const checked = offerFields.safeParse({
      value: typeof price === "number" ? price : undefined,
      message,
    });
    const found: Partial<Record<OfferField, Message>> = {};
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0] as OfferField;
      found[field] ??= saidOfIssue(issue);
    }
    setErrors((shown) => (only ? { ...shown, [only]: found[only] } : found));
    return checked.success ? checked.data : null;
  };

  const send = () => {
    const offer = check();
    if (offer === null || makeOffer.isPending) return;
    makeOffer.mutate(
      { id: leadId, ...offer },
      {
        onSuccess: () => {
          notifySuccess(t("leads.offers.sentTitle"), t("leads.offers.sentMessage"));
          setPrice("");
          setMessage("");
          onSent?.();
        },
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("errors.generic"))),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("leads.actions.priceHint")} {t("leads.offers.replaceHint")}
      </Text>
      <NumberInput
        label={t("leads.actions.price")}
        prefix="€"
        min={0.01}
        decimalScale={2}
        value={price}
        onChange={setPrice}
        onBlur={() => check("value")}
        error={fieldError(errors.value ?? null)}
      />
      <Textarea
        label={t("leads.offers.message")}
        rows={3}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        onBlur={() => check("message")}
        error={fieldError(errors.message ?? null)}
      />
      <Button mih={44} loading={makeOffer.isPending} onClick={send}>
        {t("leads.offers.make")}
      </Button>
    </Stack>
  );
}
