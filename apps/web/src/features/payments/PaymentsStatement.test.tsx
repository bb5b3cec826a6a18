import { fireEvent, screen, within } from "@testing-library/react";
import { messages, type LedgerLine, type User } from "@uplink/domain";
import { describe, expect, it } from "vitest";
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
    createdAt: "2026-03-05T10:00:00.000Z",
    ...overrides,
  };
}

/** Opens Settings from the user menu; `ledger` answers payments.statement. */
async function openPayments(ledger: StubRoutes["payments.statement"], user: User = aUser()) {
  const api = signedInAs(user, {
    "auth.sessions": () => data({ sessions: [] }),
    "payments.statement": ledger,
  });
  renderRoute("/");
  // The first render of a file also loads the app's modules: allow it longer than a click.
  const menu = await screen.findByRole("button", { name: /^Account menu for / }, { timeout: 5000 });
  fireEvent.click(menu);
  await screen.findAllByRole("menuitem");
  fireEvent.click(screen.getByRole("menuitem", { name: "Settings" }));
  const dialog = await screen.findByRole("dialog", { name: "Settings" });
  return { api, payments: () => within(within(dialog).getByRole("region", { name: "Payments" })) };
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
