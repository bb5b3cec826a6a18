import { Button, Group, NumberInput, Radio, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { SETTLEMENT_NOTE_MAX_LENGTH, SettlementOutcome, type AdminLead } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { formatValue } from "../../leads/leadFormat";
import { fullName } from "../adminFormat";
import { useSettleLead } from "../api/mutations";
import {
  EMPTY_SETTLE_FORM,
  refundOfSplit,
  settleFormRules,
  settleInputOf,
  type SettleFormValues,
} from "./settleForm";

const OUTCOME_LABEL_KEYS = {
  release: "admin.settle.release",
  refund: "admin.settle.refund",
  split: "admin.settle.split",
} as const satisfies Record<SettlementOutcome, string>;

interface SettleLeadFormProps {
  lead: AdminLead;
  onSettled: () => void;
  onCancel: () => void;
}

/**
 * Ends a dispute or a stuck job (`admin.settleLead`): everything to the
 * installer, everything back to the customer, or a split, always with a note saying why.
 * The money moves at once, so the dialog says what each party gets before it is sent.
 */
export function SettleLeadForm({ lead, onSettled, onCancel }: SettleLeadFormProps) {
  const { t } = useTranslation();
  const settle = useSettleLead();
  const form = useForm<SettleFormValues>({
    mode: "controlled",
    initialValues: EMPTY_SETTLE_FORM,
    validate: settleFormRules(lead),
    validateInputOnBlur: true,
  });
  const { getInputProps } = form;
  const refund = refundOfSplit(lead, form.values);

  const submit = form.onSubmit((values) => {
    if (settle.isPending) return;
    settle.mutate(settleInputOf(lead, values), {
      onSuccess: () => {
        notifySuccess(t("admin.settle.settled"));
        onSettled();
      },
      onError: (error) =>
        notifyError(t("errors.title"), errorMessageOf(error, t("admin.settle.failed"))),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {lead.value === null
            ? t("admin.settle.leadUnpriced", {
                title: lead.title,
                customer: fullName(lead.customer),
              })
            : t("admin.settle.held", {
                value: formatValue(lead.value),
                title: lead.title,
                customer: fullName(lead.customer),
              })}
        </Text>
        <Radio.Group label={t("admin.settle.outcome")} {...getInputProps("outcome")}>
          <Stack gap="xs" mt="xs">
            {Object.values(SettlementOutcome).map((outcome) => (
              <Radio key={outcome} value={outcome} label={t(OUTCOME_LABEL_KEYS[outcome])} />
            ))}
          </Stack>
        </Radio.Group>
        {form.values.outcome === SettlementOutcome.SPLIT && (
          <NumberInput
            label={t("admin.settle.installerShare")}
            description={
              refund === null
                ? t("admin.settle.installerShareHint")
                : t("admin.settle.customerGetsBack", { value: formatValue(refund) })
            }
            prefix="€"
            min={0.01}
            decimalScale={2}
            {...getInputProps("installerEuros")}
          />
        )}
        <Textarea
          label={t("admin.settle.note")}
          description={t("admin.settle.noteHint")}
          rows={3}
          maxLength={SETTLEMENT_NOTE_MAX_LENGTH}
          {...getInputProps("note")}
        />
        <Text size="sm" c="dimmed">
          {t("admin.settle.warning")}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" mih={44} onClick={onCancel}>
            {t("admin.common.cancel")}
          </Button>
          <Button type="submit" color="red" mih={44} loading={settle.isPending}>
            {t("admin.settle.confirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
