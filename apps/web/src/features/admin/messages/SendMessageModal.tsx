import { Modal } from "@mantine/core";
import type { AdminUser } from "@uplink/domain";
import { useTranslation } from "../../../i18n/useTranslation";
import { fullName } from "../adminFormat";
import { MessageForm } from "./MessageForm";

/** The users tab's send-message dialog for one user. */
export function SendMessageModal({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t("admin.messages.dialogTitle", { name: user ? fullName(user) : "" })}
      centered
    >
      {user && <MessageForm recipient={{ id: user.id, label: fullName(user) }} onSent={onClose} />}
    </Modal>
  );
}
