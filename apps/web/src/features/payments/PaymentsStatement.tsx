import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import {
  CURRENCY,
  DEFAULT_LOCALE,
  formatEuros,
  type LedgerLine,
  type PayoutTransfer,
} from "@uplink/domain";
import { errorMessageOf } from "../../app/api/errorMessage";
import { formatLocale } from "../../i18n/formats";
import { activeLocale } from "../../i18n/i18n";
import { useTranslation } from "../../i18n/useTranslation";
import { useLedgerStatement } from "./api/queries";
import { TestModeNotice } from "./TestModeNotice";

/** Amounts as the statement has always written them in English ("€135.00"), else the language's. */
function moneyLocale(): string {
  return activeLocale() === DEFAULT_LOCALE ? "en-IE" : formatLocale();
}

/** "+€135.00", "-€150.00" ("+135,00 €" in German): a change to the balance, always signed. */
function signedEuros(amount: number): string {
  return new Intl.NumberFormat(moneyLocale(), {
    style: "currency",
    currency: CURRENCY,
    signDisplay: "exceptZero",
  }).format(amount);
}

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(formatLocale(), { dateStyle: "medium" }).format(new Date(iso));
}

const KIND_KEYS = {
  held: "account.payments.held",
  released: "account.payments.released",
  refunded: "account.payments.refunded",
} as const;

/** Settings' Payouts section (PayoutSettings): scrolled to, its setup button focused. */
function goToPayoutSetup() {
  const section = document.getElementById("payout-settings")?.closest("section");
  section?.scrollIntoView({ block: "start", behavior: "smooth" });
  section?.querySelector("button")?.focus({ preventScroll: true });
}

/**
 * Where an installer's share of a release is at the payment provider: transferred (and
 * when), on its way, failing so far, or waiting for their payouts — with the way to them.
 */
function TransferState({ transfer }: { transfer: PayoutTransfer }) {
  const { t } = useTranslation();
  if (transfer.status === "payout_pending") {
    return (
      <Text size="xs" c="orange.8">
        {t("account.payments.payoutPending")}{" "}
        <Anchor component="button" type="button" size="xs" onClick={goToPayoutSetup}>
          {t("account.payments.payoutPendingAction")}
        </Anchor>
      </Text>
    );
  }
  if (transfer.status === "transferred") {
    return (
      <Text size="xs" c="dimmed">
        {t("account.payments.transferred", { date: formatDate(transfer.transferredAt) })}
      </Text>
    );
  }
  return (
    <Text size="xs" c={transfer.status === "failing" ? "red.8" : "dimmed"}>
      {t(
        transfer.status === "failing"
          ? "account.payments.transferFailing"
          : "account.payments.transferSending",
      )}
    </Text>
  );
}

function PaymentLine({ line }: { line: LedgerLine }) {
  const { t } = useTranslation();
  const earned = line.fee !== null;
  let detail: string | null = null;
  if (earned) {
    detail = t("account.payments.fee", {
      fee: formatEuros(line.fee ?? 0, moneyLocale()),
      total: formatEuros(line.total, moneyLocale()),
    });
  } else if (line.kind === "released") {
    detail = t("account.payments.releasedTotal", { total: formatEuros(line.total, moneyLocale()) });
  }
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <div>
        <Text size="sm" fw={500}>
          {t(earned ? "account.payments.earned" : KIND_KEYS[line.kind])}
        </Text>
        <Text size="xs" c="dimmed">
          {line.leadTitle ?? t("account.payments.deletedRequest")} · {formatDate(line.createdAt)}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
        {line.transfer && <TransferState transfer={line.transfer} />}
      </div>
      <div style={{ textAlign: "right" }}>
        {line.amount !== 0 && (
          <Text size="sm" fw={500} c={line.amount > 0 ? "green" : undefined}>
            {signedEuros(line.amount)}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t("account.payments.balance", { balance: formatEuros(line.balance, moneyLocale()) })}
        </Text>
      </div>
    </Group>
  );
}

/**
 * Settings' Payments: the account's money history from payments.statement, newest
 * first, with the balance after each movement and older pages on request; with a
 * provider that moves money, an installer's earnings say where their transfer is.
 */
export function PaymentsStatement() {
  const { t } = useTranslation();
  const statement = useLedgerStatement();

  let body;
  if (statement.isPending) {
    body = <Skeleton height={64} aria-label={t("app.loading")} />;
  } else if (statement.isError) {
    body = (
      <Alert color="red" title={t("account.payments.loadFailed")}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {errorMessageOf(statement.error, t("account.payments.loadFailedHint"))}
          </Text>
          <Button variant="light" color="red" mih={44} onClick={() => void statement.refetch()}>
            {t("account.payments.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const lines = statement.data.pages.flat();
    body =
      lines.length === 0 ? (
        <Text size="sm">{t("account.payments.empty")}</Text>
      ) : (
        <>
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {lines.map((line) => (
              <PaymentLine key={line.id} line={line} />
            ))}
          </Stack>
          {statement.hasNextPage && (
            <Button
              variant="subtle"
              mih={44}
              loading={statement.isFetchingNextPage}
              onClick={() => void statement.fetchNextPage()}
            >
              {t("account.payments.more")}
            </Button>
          )}
        </>
      );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="payments-statement">
      <Text fw={600} size="sm" id="payments-statement">
        {t("account.payments.title")}
      </Text>
      <Text size="sm" c="dimmed">
        {t("account.payments.hint")}
      </Text>
      <TestModeNotice />
      {body}
    </Stack>
  );
}
