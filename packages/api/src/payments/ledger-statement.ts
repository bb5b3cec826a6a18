import { sql } from "kysely";
import {
  centsToEuros,
  LEDGER_PAGE_SIZE,
  type LedgerLine,
  type LedgerPageQuery,
  type PayoutTransfer,
} from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { centsFromDatabase } from "../escrow/cents";

interface StatementRow {
  id: string;
  kind: "capture" | "release" | "refund";
  leadId: string | null;
  leadTitle: string | null;
  escrowCents: string | null;
  amountCents: string;
  feeCents: string | null;
  earned: boolean;
  balanceCents: string;
  createdAt: Date;
  transferStatus: "payout_pending" | "requested" | "confirmed" | null;
  transferFailing: boolean | null;
  transferredAt: Date | null;
}

const LINE_KIND = { capture: "held", release: "released", refund: "refunded" } as const;

/**
 * The caller's money history, newest first, a page at a time: every ledger transaction
 * with an entry on one of the caller's own accounts (a customer's funding account, an
 * installer's payable account), and the releases of the leads a customer paid into
 * escrow, which move none of the customer's money but tell them it was paid out. Each
 * line carries the caller's running balance after it, summed in ledger order (created_at,
 * id) over the whole history, so the newest line's balance is the accounts' balance.
 * Keyset paging on the same order; a cursor naming no line of the caller's ends the list.
 * An installer's release names where the transfer of their share is at the provider,
 * when one moves the money (provider_movements).
 */
export async function ledgerStatement(
  { db }: ApiDeps,
  { id: userId }: SessionUser,
  { limit = LEDGER_PAGE_SIZE, cursor }: LedgerPageQuery,
): Promise<LedgerLine[]> {
  const afterCursor =
    cursor === undefined
      ? sql`true`
      : sql`(lines.created_at, lines.id) < (
          select cursor_line.created_at, cursor_line.id from lines as cursor_line
          where cursor_line.id = ${cursor})`;
  const { rows } = await sql<StatementRow>`
    with mine as (
      select id, kind from ledger_accounts where user_id = ${userId}
    ),
    paid_leads as (
      select distinct t.lead_id
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join mine on mine.id = e.account_id and mine.kind = 'customer_funding'
      where t.kind = 'capture' and t.lead_id is not null
    ),
    moved as (
      select t.id, t.kind, t.lead_id, t.created_at,
        sum(e.amount_cents) filter (where mine.id is not null) as amount_cents,
        sum(e.amount_cents) filter (where a.kind = 'escrow') as escrow_cents,
        sum(e.amount_cents) filter (where a.kind = 'platform_fees') as fee_cents,
        bool_or(mine.kind = 'installer_payable') as earned
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      left join mine on mine.id = e.account_id
      where t.id in (select transaction_id from ledger_entries where account_id in (select id from mine))
        or (t.kind = 'release' and t.lead_id in (select lead_id from paid_leads))
      group by t.id
    ),
    lines as (
      select id, kind, lead_id, created_at, escrow_cents, fee_cents,
        coalesce(earned, false) as earned,
        coalesce(amount_cents, 0) as amount_cents,
        sum(coalesce(amount_cents, 0)) over (order by created_at, id) as balance_cents
      from moved
    )
    select lines.id, lines.kind, lines.lead_id as "leadId", leads.title as "leadTitle",
      lines.escrow_cents as "escrowCents", lines.amount_cents as "amountCents",
      lines.fee_cents as "feeCents", lines.earned, lines.balance_cents as "balanceCents",
      lines.created_at as "createdAt",
      transfer.status as "transferStatus", transfer.last_error is not null as "transferFailing",
      transfer.confirmed_at as "transferredAt"
    from lines
    left join leads on leads.id = lines.lead_id
    left join provider_movements transfer on transfer.ledger_transaction_id = lines.id
      and transfer.kind = 'transfer' and transfer.user_id = ${userId}
    where ${afterCursor}
    order by lines.created_at desc, lines.id desc
    limit ${limit}
  `.execute(db);
  return rows.map(toLine);
}

function toLine(row: StatementRow): LedgerLine {
  return {
    id: row.id,
    kind: LINE_KIND[row.kind],
    leadId: row.leadId,
    leadTitle: row.leadTitle,
    total: centsToEuros(Math.abs(centsFromDatabase(row.escrowCents))),
    amount: centsToEuros(centsFromDatabase(row.amountCents)),
    fee: row.earned && row.feeCents !== null ? centsToEuros(centsFromDatabase(row.feeCents)) : null,
    balance: centsToEuros(centsFromDatabase(row.balanceCents)),
    transfer: toTransfer(row),
    createdAt: row.createdAt.toISOString(),
  };
}

function toTransfer(row: StatementRow): PayoutTransfer | null {
  switch (row.transferStatus) {
    case null:
      return null;
    case "confirmed":
      // Set with the provider's id as a movement is confirmed (sendMovement); the column is
      // nullable, so the release's own time stands in rather than an answer without a date.
      return {
        status: "transferred",
        transferredAt: (row.transferredAt ?? row.createdAt).toISOString(),
      };
    case "payout_pending":
      return { status: "payout_pending", transferredAt: null };
    case "requested":
      return { status: row.transferFailing ? "failing" : "sending", transferredAt: null };
  }
}
