import { Button, Group, Modal, Text } from "@mantine/core";
import type { ListedOffer } from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { useRuntimeConfig } from "../../../app/api/runtimeConfig";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useAcceptOffer } from "../api/mutations";
import { formatValue } from "../leadFormat";

/**
 * The customer takes one offer, after a confirmation that its amount is held in escrow
 * now and released only when they approve: that is their consent to the price. With a
 * payment provider that collects at checkout (Stripe) nothing is held yet: the customer
 * is told they pay next, before and after accepting (the lead's "Pay" then opens the
 * checkout). The lead
 * then reloads, ACCEPTED with the installer assigned; a refusal (another offer won, the
 * offer was withdrawn: 409) shows the server's sentence.
 */
export function AcceptOfferButton({ offer }: { offer: ListedOffer }) {
  const { t } = useTranslation();
  const acceptOffer = useAcceptOffer();
  const paysNext = useRuntimeConfig().data?.paymentProvider === "stripe";
  const [confirming, setConfirming] = useState(false);
  const name = t("leads.offers.installerName", {
    firstName: offer.installer.firstName,
    lastName: offer.installer.lastName,
  });

  // Awaited rather than given to mutate(): the lead reloads ACCEPTED first and this card
  // leaves the screen, and a mutate() callback of a gone component never runs.
  const accept = async () => {
    if (acceptOffer.isPending) return;
    try {
      await acceptOffer.mutateAsync({ id: offer.id });
      notifySuccess(
        t("leads.offers.acceptedTitle"),
        t(paysNext ? "leads.offers.acceptedMessagePayNext" : "leads.offers.acceptedMessage"),
      );
    } catch (error) {
      notifyError(t("errors.title"), errorMessageOf(error, t("errors.generic")));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button mih={44} onClick={() => setConfirming(true)}>
        {t("leads.offers.accept")}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("leads.offers.acceptTitle")}
        centered
      >
        <Text size="sm">
          {t(paysNext ? "leads.offers.acceptWarningPayNext" : "leads.offers.acceptWarning", {
            name,
            value: formatValue(offer.value),
          })}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t("leads.offers.notYet")}
          </Button>
          <Button loading={acceptOffer.isPending} onClick={() => void accept()}>
            {t(paysNext ? "leads.offers.accept" : "leads.offers.acceptConfirm")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
