import { Button, Group, Modal, Text } from "@mantine/core";
import type { ListedOffer } from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { useWithdrawOffer } from "../api/mutations";
import { formatValue } from "../leadFormat";

/** The installer takes their pending offer back, after a confirmation naming it. */
export function WithdrawOfferButton({ offer }: { offer: ListedOffer }) {
  const { t } = useTranslation();
  const withdrawOffer = useWithdrawOffer();
  const [confirming, setConfirming] = useState(false);

  const withdraw = () => {
    if (withdrawOffer.isPending) return;
    withdrawOffer.mutate(
      { id: offer.id },
      {
        onSuccess: () => notifySuccess(t("leads.offers.withdrawnTitle")),
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("errors.generic"))),
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <>
      <Button mih={44} variant="outline" color="red" onClick={() => setConfirming(true)}>
        {t("leads.offers.withdraw")}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("leads.offers.withdrawTitle")}
        centered
      >
        <Text size="sm">
          {t("leads.offers.withdrawWarning", { value: formatValue(offer.value) })}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t("leads.offers.keepOffer")}
          </Button>
          <Button color="red" loading={withdrawOffer.isPending} onClick={withdraw}>
            {t("leads.offers.withdrawConfirm")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
