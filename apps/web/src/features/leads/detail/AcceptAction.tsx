import { Button, NumberInput, Stack } from "@mantine/core";
import { messages, type Lead } from "@uplink/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActionProps } from "./runLeadAction";

/**
 * An installer takes a NEW lead: at its price, or at the price they name when the quote
 * engine could not price it. Also on the dashboard's job cards (AcceptLeadModal).
 */
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
