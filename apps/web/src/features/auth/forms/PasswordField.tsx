import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";

/** A password input whose show/hide toggle is reachable by keyboard and named for screen readers. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ "aria-label": t("auth.fields.showPassword") }}
      {...props}
    />
  );
}
