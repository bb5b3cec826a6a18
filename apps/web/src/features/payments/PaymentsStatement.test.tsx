import { act, fireEvent, screen, within } from "@testing-library/react";
import { messages, type LedgerLine, type User } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import de from "../../i18n/locales/de.json";
import { changeLocale } from "../../i18n/locale";
import { renderRoute } from "../../test/renderRoute";
import type { ProcedureOutput } from "../../test/procedures";
import { aUser, data, signedInAs, trpcError, type StubRoutes } from "../../test/stubApi";
import { LEDGER_SETTINGS_PAGE_SIZE } from "./api/queries";

function aLine(overrides: Partial<LedgerLine> = {}): LedgerLine {
  return {
    id: crypto.randomUUID(),
    kind: "held",
    leadId: crypto.randomUUID(),
    leadTitle: "Starlink Installation in Berlin",
    total: 150,
    amount: -150,
    fee: null,
    balance: -150,
    transfer: null,
    createdAt: "2026-03-05T10:00:00.000Z",
    ...overrides,
  };
}

/** Opens Settings from the user menu; `ledger` answers payments.statement. */
async function openPayments(
  ledger: StubRoutes["payments.statement"],
  user: User = aUser(),
  routes: StubRoutes = {},
) {
  const api = signedInAs(user, {
    "auth.sessions": () => data({ sessions: [] }),
    "payments.statement": ledger,
    ...routes,
  });
  renderRoute("/");
  // The first render of a file also loads the app's modules: allow it longer than a click.
  const menu = await screen.findByRole("button", { name: /^Account menu for / }, { timeout: 5000 });
  fireEvent.click(menu);
  await screen.findAllByRole("menuitem");
  fireEvent.click(screen.getByRole("menuitem", { name: "Settings" }));
  const dialog = await screen.findByRole("dialog", { name: "Settings" });
  const region = (name: string) => within(within(dialog).getByRole("region", { name }));
  return { api, payments: () => region("Payments"), region };
}

describe("Payments in Settings", () => {
  it("shows a loading state, then a customer's held and released money with the balance, in euros", async () => {
    let answer: (lines: ProcedureOutput<"payments.statement">) => void = () => {};
    const { api, payments } = await openPayments(
      () => new Promise((resolve) => (answer = (lines) => resolve(data(lines)))),
    );
    expect(payments().getByLabelText("Loading…")).toBeTruthy();
    answer([
      aLine({ kind: "released", amount: 0, balance: -150 }),
      aLine({ kind: "held", amount: -150, balance: -150 }),
    ]);

    const items = await payments().findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText("Released")).toBeTruthy();
    expect(within(items[0]!).getByText("€150.00 paid out to the installer")).toBeTruthy();
    expect(within(items[1]!).getByText("Held in escrow")).toBeTruthy();
    expect(within(items[1]!).getByText("-€150.00")).toBeTruthy();
    expect(within(items[1]!).getByText("Balance -€150.00")).toBeTruthy();
    const [call] = api.sent("payments.statement");
    expect(call?.input).toMatchObject({ limit: LEDGER_SETTINGS_PAGE_SIZE });
    expect(call?.input.cursor).toBeUndefined();
  });

  it("shows an installer's earnings with the platform fee kept", async () => {
    const { payments } = await openPayments(
      () => data([aLine({ kind: "released", total: 150, amount: 135, fee: 15, balance: 135 })]),
      aUser({ role: "installer", verificationStatus: "APPROVED" }),
    );
    const [item] = await payments().findAllByRole("listitem");
    expect(within(item!).getByText("Earned")).toBeTruthy();
    expect(within(item!).getByText("+€135.00")).toBeTruthy();
    expect(within(item!).getByText("Platform fee €15.00 of €150.00")).toBeTruthy();
    expect(within(item!).getByText("Balance €135.00")).toBeTruthy();
  });

  it("loads older payments after the last line shown", async () => {
    const firstPage = Array.from({ length: LEDGER_SETTINGS_PAGE_SIZE }, () => aLine());
    const older = aLine({ kind: "refunded", amount: 150, balance: 0, leadTitle: null });
    const { api, payments } = await openPayments(({ input }) =>
      data(input.cursor === undefined ? firstPage : [older]),
    );
    expect(await payments().findAllByRole("listitem")).toHaveLength(LEDGER_SETTINGS_PAGE_SIZE);
    fireEvent.click(payments().getByRole("button", { name: "Show older payments" }));

    expect(await payments().findByText("Refunded")).toBeTruthy();
    expect(payments().getByText(/^A deleted request/)).toBeTruthy();
    expect(payments().getAllByRole("listitem")).toHaveLength(LEDGER_SETTINGS_PAGE_SIZE + 1);
    expect(api.sent("payments.statement")[1]?.input).toMatchObject({
      limit: LEDGER_SETTINGS_PAGE_SIZE,
      cursor: firstPage.at(-1)?.id,
    });
    expect(payments().queryByRole("button", { name: "Show older payments" })).toBeNull();
  });

  it("says so when there are no payments yet", async () => {
    const { payments } = await openPayments(() => data([]));
    expect(await payments().findByText("No payments yet.")).toBeTruthy();
    expect(payments().queryByRole("button", { name: "Show older payments" })).toBeNull();
  });

  it("offers to reload the payments when they cannot load", async () => {
    let calls = 0;
    const { payments } = await openPayments(() => {
      calls += 1;
      return calls === 1 ? trpcError(503, messages.server.databaseUnavailable) : data([aLine()]);
    });
    expect(await payments().findByText("Could not load your payments")).toBeTruthy();
    expect(payments().getByText(messages.server.databaseUnavailable)).toBeTruthy();
    fireEvent.click(payments().getByRole("button", { name: "Reload payments" }));
    expect(await payments().findByText("Held in escrow")).toBeTruthy();
  });
});

describe("an installer's transfers in Payments, with Stripe", () => {
  const installer = aUser({ role: "installer", verificationStatus: "APPROVED" });
  const earned = (transfer: LedgerLine["transfer"]) =>
    aLine({ kind: "released", total: 150, amount: 135, fee: 15, balance: 135, transfer });

  it("says when each share was transferred, and that one is on its way or failing so far", async () => {
    const { payments } = await openPayments(
      () =>
        data([
          earned({ status: "transferred", transferredAt: "2026-03-07T09:30:00.000Z" }),
          earned({ status: "sending", transferredAt: null }),
          earned({ status: "failing", transferredAt: null }),
        ]),
      installer,
    );
    const items = await payments().findAllByRole("listitem");
    expect(
      within(items[0]!).getByText("Transferred to your payout account on Mar 7, 2026"),
    ).toBeTruthy();
    expect(within(items[1]!).getByText("Being transferred to your payout account")).toBeTruthy();
    expect(
      within(items[2]!).getByText(/^The transfer to your payout account has not gone through yet/),
    ).toBeTruthy();
  });

  it("says a share waits for payouts to be set up, and takes the installer to the setup", async () => {
    const { payments } = await openPayments(
      () => data([earned({ status: "payout_pending", transferredAt: null })]),
      installer,
      { "installer.payouts": () => data({ status: "not_started" }) },
    );
    const [item] = await payments().findAllByRole("listitem");
    expect(
      within(item!).getByText(
        /^Waiting for your payouts: finish setting them up to receive this money/,
      ),
    ).toBeTruthy();
    const setUp = await screen.findByRole("button", { name: "Set up payouts" });
    fireEvent.click(within(item!).getByRole("button", { name: "Go to payout setup" }));
    expect(document.activeElement).toBe(setUp);
  });

  it("reads in German once German is chosen", async () => {
    const { payments, region } = await openPayments(
      () =>
        data([
          earned({ status: "payout_pending", transferredAt: null }),
          earned({ status: "transferred", transferredAt: "2026-03-07T09:30:00.000Z" }),
        ]),
      installer,
    );
    await payments().findAllByRole("listitem");
    await act(() => changeLocale("de", "choice"));
    const items = region(de.account.payments.title).getAllByRole("listitem");
    expect(
      within(items[0]!).getByRole("button", { name: "Zur Einrichtung der Auszahlungen" }),
    ).toBeTruthy();
    expect(
      within(items[1]!).getByText("Am 07.03.2026 auf Ihr Auszahlungskonto überwiesen"),
    ).toBeTruthy();
  });

  it("shows no transfer line under simulated payments", async () => {
    const { payments } = await openPayments(() => data([earned(null)]), installer);
    const [item] = await payments().findAllByRole("listitem");
    expect(within(item!).getByText("Earned")).toBeTruthy();
    expect(within(item!).queryByText(/payout account|Waiting for your payouts/)).toBeNull();
  });
});
