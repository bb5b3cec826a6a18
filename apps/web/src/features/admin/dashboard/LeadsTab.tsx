import { Button, Group, Stack } from "@mantine/core";
import { parseAddress, type AdminLead } from "@uplink/domain";
import { useState } from "react";
import type { TFunction } from "../../../i18n/i18n";
import { useTranslation } from "../../../i18n/useTranslation";
import { errorMessageOf } from "../../../app/api/errorMessage";
import { notifyError, notifySuccess } from "../../../app/notifications/notify";
import { formatDate } from "../../leads/leadFormat";
import { LeadStatusBadge } from "../../leads/LeadStatusBadge";
import { useDeleteAdminLead } from "../api/mutations";
import { useAdminLeads } from "../api/queries";
import { fullName } from "../adminFormat";
import { AdminTable, type Column } from "../components/AdminTable";
import { ConfirmModal } from "../components/ConfirmModal";
import { EmptyText, PagedList } from "../components/ListStates";
import { canSettle } from "../settlement/canSettle";
import { SettleLeadModal } from "../settlement/SettleLeadModal";
import { SettlementSummary } from "../settlement/SettlementSummary";

interface LeadRowActions {
  onSettle: (lead: AdminLead) => void;
  onDelete: (lead: AdminLead) => void;
}

function leadColumns(t: TFunction, { onSettle, onDelete }: LeadRowActions): Column<AdminLead>[] {
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
      header: t("admin.columns.settlement"),
      cell: (lead) => lead.settlement && <SettlementSummary settlement={lead.settlement} />,
    },
    {
      header: t("admin.columns.actions"),
      cell: (lead) => (
        <Group gap="xs" wrap="nowrap">
          {canSettle(lead) && (
            <Button
              variant="outline"
              size="xs"
              mih={44}
              aria-label={t("admin.leads.settleLead", { title: lead.title })}
              onClick={() => onSettle(lead)}
            >
              {t("admin.leads.settle")}
            </Button>
          )}
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
        </Group>
      ),
    },
  ];
}

/**
 * Every lead with its customer, city and settlement; each deletable after a confirmation,
 * and settleable while its money is held.
 */
export function LeadsTab() {
  const { t } = useTranslation();
  const leads = useAdminLeads();
  const [toSettle, setToSettle] = useState<AdminLead | null>(null);
  const [toDelete, setToDelete] = useState<AdminLead | null>(null);
  return (
    <Stack gap="sm">
      <PagedList query={leads} empty={<EmptyText>{t("admin.leads.none")}</EmptyText>}>
        {(rows) => (
          <AdminTable
            rows={rows}
            columns={leadColumns(t, { onSettle: setToSettle, onDelete: setToDelete })}
            minWidth={960}
            name={{ label: t("admin.tabs.leads") }}
          />
        )}
      </PagedList>
      <SettleLeadModal lead={toSettle} onClose={() => setToSettle(null)} />
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
    deleteLead.mutate(
      { id: lead.id },
      {
        onSuccess: () => {
          notifySuccess(t("admin.leads.deleted"));
          onClose();
        },
        onError: (error) =>
          notifyError(t("errors.title"), errorMessageOf(error, t("admin.leads.deleteFailed"))),
      },
    );
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
