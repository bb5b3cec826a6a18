import { Button, Group, Modal, Stack } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { httpStatusOf } from "../../../app/api/httpStatus";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { PasswordField } from "../forms/PasswordField";
import { useSchemaForm } from "../forms/useSchemaForm";
import { useChangePassword } from "../api/mutations";
import { changePasswordFormSchema } from "./changePasswordFormSchema";

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const form = useSchemaForm(changePasswordFormSchema, {
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    if (changePassword.isPending) return;
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notifySuccess(t("account.changePassword.success"));
          onClose();
        },
        onError: (error) => {
          const message = errorMessageOf(error, t("errors.generic"));
          // A wrong current password belongs beside that field too.
          if (httpStatusOf(error) === 400) {
            form.setFieldError("currentPassword", message);
          }
          notifyError(t("errors.title"), message);
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={t("account.changePassword.title")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t("account.changePassword.currentPassword")}
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps("currentPassword")}
          />
          <PasswordField
            label={t("auth.fields.newPassword")}
            autoComplete="new-password"
            description={t("auth.fields.passwordHint")}
            {...form.getInputProps("newPassword")}
          />
          <PasswordField
            label={t("auth.fields.confirmNewPassword")}
            autoComplete="new-password"
            {...form.getInputProps("confirmPassword")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={onClose}>
              {t("account.cancel")}
            </Button>
            <Button type="submit" mih={44} loading={changePassword.isPending}>
              {t("account.changePassword.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
