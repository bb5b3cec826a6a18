import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { User } from "@uplink/domain";
import type { ComponentPropsWithRef } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { ChevronDownIcon } from "./ChevronDownIcon";
import classes from "./UserMenuButton.module.css";
import { fullName, initialOf } from "./userDisplay";

type UserMenuButtonProps = { user: User } & ComponentPropsWithRef<"button">;

/**
 * The header's signed-in button: initial and full name (the name hides on
 * phones). It is also the placeholder shown while the menu's code loads.
 */
export function UserMenuButton({ user, ...props }: UserMenuButtonProps) {
  const { t } = useTranslation();
  const name = fullName(user);
  return (
    <UnstyledButton className={classes.button} {...props}>
      {/* Named by hidden text, not aria-label: the visible initial and name (hidden on
        phones) are not all part of the name, which axe's label-in-name rule requires. */}
      <VisuallyHidden>{t("account.menu.open", { name })}</VisuallyHidden>
      <Group gap="xs" wrap="nowrap" aria-hidden="true">
        <Avatar color="deepSpace" variant="filled" radius="xl" size={36}>
          {initialOf(user)}
        </Avatar>
        <Text visibleFrom="sm" fw={600} size="sm" truncate maw={180}>
          {name}
        </Text>
        <ChevronDownIcon />
      </Group>
    </UnstyledButton>
  );
}
