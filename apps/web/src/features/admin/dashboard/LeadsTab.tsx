import { Button, Stack } from "@mantine/core";
import { messages, parseAddress, type AdminLead } from "@uplink/domain";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { formatDate } from "../../leads/leadFormat";
import { LeadStatusBadge } from "../../leads/LeadStatusBadge";
import { useDeleteAdminLead } from "../api/adminMutations";
import { useAdminLeads } from "../api/adminQueries";
import { fullName } from "../adminFormat";
import { AdminTable, type Column } from "../components/AdminTable";
import { ConfirmModal } from "../components/ConfirmModal";
import { EmptyText, PagedList } from "../components/ListStates";

function leadColumns(t: TFunction, onDelete: (lead: AdminLead) => void): Column<AdminLead>[] {
  return [
    { header: t("admin.columns.title"), cell: (lead) => lead.title },
    { header: t("admin.columns.customer"), cell: (lead) => fullName(lead.customer) },
    { header: t("admin.columns.city"), cell: (lead) => parseAddress(lead.address)?.city ?? "" },
    {
      header: t("admin.columns.status"),
      cell: (lead) => <LeadStatusBadge status={lead.status} />,
    },
    { header: t("admin.columns.created"), cell: (lead) => formatDate(lead.createdAt) },
    {
      header: t("admin.columns.actions"),
      cell: (lead) => (
        <Button
          variant="outline"
          color="red"
          size="xs"
          mih={44}
          aria-label={t("admin.leads.deleteLead", { title: lead.title })}
          onClick={() => onDelete(lead)}
        >
          {t("admin.leads.delete")}
        </Button>
      ),
    },
  ];
}

/** Every lead with its customer and city, each deletable after a confirmation. */
export function LeadsTab() {
  const { t } = useTranslation();
  const leads = useAdminLeads(true);
  const [toDelete, setToDelete] = useState<AdminLead | null>(null);
  return (
    <Stack gap="sm">
      <PagedList query={leads} empty={<EmptyText>{t("admin.leads.none")}</EmptyText>}>
        {(rows) => (
          <AdminTable
            rows={rows}
            columns={leadColumns(t, setToDelete)}
            minWidth={720}
            name={{ label: t("admin.tabs.leads") }}
          />
        )}
      </PagedList>
      <DeleteAdminLeadModal lead={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}

/** Asks before deleting a lead, naming what is lost. */
function DeleteAdminLeadModal({ lead, onClose }: { lead: AdminLead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const deleteLead = useDeleteAdminLead();

  const confirm = () => {
    if (!lead || deleteLead.isPending) return;
    deleteLead.mutate(lead.id, {
      onSuccess: () => {
        notifySuccess(messages.toasts.leadDeleted.title);
        onClose();
      },
      onError: (error) =>
        notifyError(
          messages.toastTitles.error,
          errorMessageOf(error, messages.errors.deleteLeadFailed),
        ),
    });
  };

  return (
    <ConfirmModal
      opened={lead !== null}
      title={t("admin.leads.deleteTitle")}
      warning={t("admin.leads.deleteWarning", {
        title: lead?.title ?? "",
        customer: lead ? fullName(lead.customer) : "",
      })}
      confirmLabel={t("admin.leads.deleteConfirm")}
      confirming={deleteLead.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
