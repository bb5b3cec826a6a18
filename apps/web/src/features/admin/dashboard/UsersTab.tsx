import { Button, Stack } from "@mantine/core";
import { Role, type AdminUser } from "@uplink/domain";
import { useState } from "react";
import type { TFunction } from "../../../i18n/i18n";
import { useTranslation } from "../../../i18n/useTranslation";
import { useAdminUsers } from "../api/queries";
import { fullName } from "../adminFormat";
import { AdminStatusBadge } from "../components/AdminStatusBadge";
import { AdminTable, type Column } from "../components/AdminTable";
import { AdminSection, EmptyText, PagedList } from "../components/ListStates";
import { SendMessageModal } from "../messages/SendMessageModal";

/** The customers table and the installers table, each row with a send-message action. */
export function UsersTab() {
  const { t } = useTranslation();
  const [recipient, setRecipient] = useState<AdminUser | null>(null);
  return (
    <Stack gap="xl">
      <UserTable
        role={Role.CUSTOMER}
        title={t("admin.users.customers")}
        empty={t("admin.users.noCustomers")}
        onMessage={setRecipient}
      />
      <UserTable
        role={Role.INSTALLER}
        title={t("admin.users.installers")}
        empty={t("admin.users.noInstallers")}
        onMessage={setRecipient}
      />
      <SendMessageModal user={recipient} onClose={() => setRecipient(null)} />
    </Stack>
  );
}

function userColumns(t: TFunction, onMessage: (user: AdminUser) => void): Column<AdminUser>[] {
  return [
    { header: t("admin.columns.name"), cell: fullName },
    { header: t("admin.columns.email"), cell: (user) => user.email },
    {
      header: t("admin.columns.status"),
      cell: (user) => <AdminStatusBadge status={user.status} />,
    },
    {
      header: t("admin.columns.actions"),
      cell: (user) => (
        <Button
          variant="light"
          size="xs"
          mih={44}
          aria-label={t("admin.users.messageUser", { name: fullName(user) })}
          onClick={() => onMessage(user)}
        >
          {t("admin.users.sendMessage")}
        </Button>
      ),
    },
  ];
}

interface UserTableProps {
  role: typeof Role.CUSTOMER | typeof Role.INSTALLER;
  title: string;
  empty: string;
  onMessage: (user: AdminUser) => void;
}

function UserTable({ role, title, empty, onMessage }: UserTableProps) {
  const { t } = useTranslation();
  const users = useAdminUsers(role);
  const headingId = `users-${role}`;
  return (
    <AdminSection id={headingId} title={title}>
      <PagedList query={users} empty={<EmptyText>{empty}</EmptyText>}>
        {(rows) => (
          <AdminTable
            rows={rows}
            columns={userColumns(t, onMessage)}
            minWidth={600}
            name={{ labelledBy: headingId }}
          />
        )}
      </PagedList>
    </AdminSection>
  );
}
