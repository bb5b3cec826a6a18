import type { User } from "@uplink/domain";
import { ChangePasswordDialog } from "./ChangePasswordDialog";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import { SettingsDialog } from "./SettingsDialog";

export type AccountDialogName = "settings" | "changePassword" | "deleteAccount";

interface AccountDialogsProps {
  dialog: AccountDialogName;
  user: User;
  onClose: () => void;
}

/** The user menu's dialogs, in one lazily loaded chunk. */
export function AccountDialogs({ dialog, user, onClose }: AccountDialogsProps) {
  switch (dialog) {
    case "settings":
      return <SettingsDialog user={user} onClose={onClose} />;
    case "changePassword":
      return <ChangePasswordDialog onClose={onClose} />;
    case "deleteAccount":
      return <DeleteAccountDialog onClose={onClose} />;
  }
}
