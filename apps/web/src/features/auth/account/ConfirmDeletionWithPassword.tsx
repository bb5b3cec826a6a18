import { Stack } from "@mantine/core";
import { deleteAccountSchema, type DeleteAccountBody } from "@uplink/domain";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { PasswordField } from "../forms/PasswordField";
import { useSchemaForm } from "../forms/useSchemaForm";

/** The delete-account form of an account with a password: it is re-entered. */
export function ConfirmDeletionWithPassword({
  onConfirm,
  actions,
}: {
  onConfirm: (confirmation: DeleteAccountBody) => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(deleteAccountSchema, { password: "" });
  return (
    <form onSubmit={form.onSubmit(({ password }) => onConfirm({ password }))} noValidate>
      <Stack gap="md">
        <PasswordField
          label={t("account.deleteAccount.password")}
          autoComplete="current-password"
          data-autofocus
          {...form.getInputProps("password")}
        />
        {actions}
      </Stack>
    </form>
  );
}
