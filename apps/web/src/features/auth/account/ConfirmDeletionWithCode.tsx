import { Button, Stack, Text, TextInput } from "@mantine/core";
import { deleteAccountCodeSchema, type DeleteAccountBody } from "@uplink/domain";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError } from "../../../app/notifications/notify";
import { useSchemaForm } from "../forms/useSchemaForm";
import { useRequestDeleteAccountCode } from "../api/mutations";

/**
 * The delete-account form of an account without a password (hosted sign-in only): it
 * asks for a code by email and confirms with it.
 */
export function ConfirmDeletionWithCode({
  onConfirm,
  actions,
}: {
  onConfirm: (confirmation: DeleteAccountBody) => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const requestCode = useRequestDeleteAccountCode();
  const form = useSchemaForm(deleteAccountCodeSchema, { code: "" });

  const sendCode = () => {
    if (requestCode.isPending) return;
    requestCode.mutate(undefined, {
      onError: (error) =>
        notifyError(t("errors.title"), errorMessageOf(error, t("errors.generic"))),
    });
  };

  return (
    <form onSubmit={form.onSubmit(({ code }) => onConfirm({ code: code.trim() }))} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("account.deleteAccount.codeHint")}</Text>
        <Button
          variant="light"
          mih={44}
          onClick={sendCode}
          loading={requestCode.isPending}
          data-autofocus
        >
          {requestCode.isSuccess
            ? t("account.deleteAccount.sendCodeAgain")
            : t("account.deleteAccount.sendCode")}
        </Button>
        {requestCode.data ? (
          <Text size="sm" role="status">
            {requestCode.data.message}
          </Text>
        ) : null}
        <TextInput
          label={t("account.deleteAccount.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.getInputProps("code")}
        />
        {actions}
      </Stack>
    </form>
  );
}
