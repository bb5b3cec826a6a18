import { Avatar, Group, Menu, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Role, type User } from "@uplink/domain";
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useTranslation } from "../../../i18n/useTranslation";
import { paths } from "../../../app/paths";
import { dashboardPathFor } from "../session/dashboardPath";
import { signOut } from "../session/session";
import type { AccountDialogName } from "./AccountDialogs";
import { useSaveLocaleChoices } from "../api/mutations";
import classes from "./UserMenu.module.css";
import { UserMenuButton } from "./UserMenuButton";
import { fullName, initialOf, ROLE_LABEL_KEYS } from "./userDisplay";

// The dialogs (and their forms) load when one is opened.
const AccountDialogs = lazy(async () => ({
  default: (await import("./AccountDialogs")).AccountDialogs,
}));

/** The signed-in menu of SPEC §2, with the items each role may use (SPEC §6). */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<AccountDialogName | null>(null);
  // The menu is there for as long as someone is signed in: their language choices are saved.
  useSaveLocaleChoices();
  const isCustomer = user.role === Role.CUSTOMER;
  const isAdministrator = user.role === Role.ADMINISTRATOR;

  // Leave first: signing out unmounts this menu.
  function handleSignOut() {
    void navigate(paths.landing);
    void signOut(queryClient);
  }

  return (
    <>
      {/* The header is fixed, so its button never scrolls out of view: no need to hide a detached menu. */}
      <Menu
        position="bottom-end"
        width={260}
        shadow="md"
        withinPortal
        hideDetached={false}
        classNames={{ item: classes.item }}
      >
        <Menu.Target>
          <UserMenuButton user={user} />
        </Menu.Target>
        <Menu.Dropdown>
          <Group gap="sm" wrap="nowrap" px="sm" py="xs">
            <Avatar color="deepSpace" variant="filled" radius="xl" aria-hidden="true">
              {initialOf(user)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {fullName(user)}
              </Text>
              <Text c="dimmed" size="xs">
                {t("account.roleAccount", { role: t(ROLE_LABEL_KEYS[user.role]) })}
              </Text>
            </div>
          </Group>
          <Menu.Divider />
          <Menu.Item component={Link} to={dashboardPathFor(user.role)}>
            {t("account.menu.dashboard")}
          </Menu.Item>
          {isCustomer && (
            <Menu.Item component={Link} to={paths.createLead}>
              {t("account.menu.newRequest")}
            </Menu.Item>
          )}
          {isAdministrator && (
            <Menu.Item component={Link} to={paths.adminDashboard}>
              {t("account.menu.adminDashboard")}
            </Menu.Item>
          )}
          <Menu.Item onClick={() => setDialog("settings")}>{t("account.menu.settings")}</Menu.Item>
          {isCustomer && (
            <>
              <Menu.Item onClick={() => setDialog("changePassword")}>
                {t("account.menu.changePassword")}
              </Menu.Item>
              <Menu.Item color="red" onClick={() => setDialog("deleteAccount")}>
                {t("account.menu.deleteAccount")}
              </Menu.Item>
            </>
          )}
          <Menu.Divider />
          <Menu.Item onClick={handleSignOut}>{t("account.menu.signOut")}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog && (
        <Suspense fallback={null}>
          <AccountDialogs dialog={dialog} user={user} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
