import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What is about to be lost. */
  warning: string;
  confirmLabel: string;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone: Cancel, or the red confirmation. */
export function ConfirmModal({
  opened,
  title,
  warning,
  confirmLabel,
  confirming,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm">{warning}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" mih={44} onClick={onCancel}>
          {t("admin.common.cancel")}
        </Button>
        <Button color="red" mih={44} loading={confirming} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
