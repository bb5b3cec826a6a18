import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { deleteAccountSchema, messages } from "@uplink/domain";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { paths } from "../../../app/paths";
import { PasswordField } from "../forms/PasswordField";
import { useSchemaForm } from "../forms/useSchemaForm";
import { useDeleteAccount } from "./accountRequests";

/** UI.md: a destructive action names what will be lost and asks again, here with the password. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount({
    onDeleted: () => {
      notifySuccess(t("account.deleteAccount.success"));
      navigate(paths.landing);
    },
  });
  const form = useSchemaForm(deleteAccountSchema, { password: "" });

  const submit = form.onSubmit(({ password }) => {
    if (deleteAccount.isPending) return;
    deleteAccount.mutate(password, {
      onError: (error) =>
        notifyError(messages.toastTitles.error, errorMessageOf(error, messages.server.internal)),
    });
  });

  return (
    <Modal opened onClose={onClose} title={t("account.deleteAccount.title")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color="red" variant="light">
            <Text size="sm" fw={600}>
              {t("account.deleteAccount.warning")}
            </Text>
            <List size="sm" mt="xs" spacing={4}>
              <List.Item>{t("account.deleteAccount.losesProfile")}</List.Item>
              <List.Item>{t("account.deleteAccount.losesRequests")}</List.Item>
              <List.Item>{t("account.deleteAccount.losesPhotos")}</List.Item>
              <List.Item>{t("account.deleteAccount.losesMessages")}</List.Item>
            </List>
            <Text size="sm" mt="xs">
              {t("account.deleteAccount.keptRecords")}
            </Text>
          </Alert>
          <PasswordField
            label={t("account.deleteAccount.password")}
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={onClose}>
              {t("account.cancel")}
            </Button>
            <Button type="submit" color="red" mih={44} loading={deleteAccount.isPending}>
              {t("account.deleteAccount.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
