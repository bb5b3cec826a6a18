import type { FormObject } from "./form-encoding";
import { list, type StripeObject } from "./objects";
import type { StripeStore } from "./stripe-store";

type Handler = (store: StripeStore, form: FormObject, id: string) => unknown;

/** The part of Stripe's API the server answers: method, path pattern, handler. */
const ROUTES: [string, RegExp, Handler][] = [
  ["POST", /^\/v1\/accounts$/, (store, form) => store.createAccount(form)],
  [
    "GET",
    /^\/v1\/accounts\/([\w-]+)$/,
    (store, _, id) => store.found(store.accounts, "account", id),
  ],
  ["POST", /^\/v1\/account_links$/, (store, form) => store.createAccountLink(form)],
  ["POST", /^\/v1\/checkout\/sessions$/, (store, form) => store.createCheckoutSession(form)],
  ["GET", /^\/v1\/checkout\/sessions\/([\w-]+)$/, (store, _, id) => store.checkoutSession(id)],
  [
    "POST",
    /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/,
    (store, _, id) => store.expireCheckoutSession(id),
  ],
  [
    "GET",
    /^\/v1\/payment_intents\/([\w-]+)$/,
    (store, _, id) => store.found(store.paymentIntents, "payment_intent", id),
  ],
  ["GET", /^\/v1\/charges\/([\w-]+)$/, (store, _, id) => store.found(store.charges, "charge", id)],
  ["POST", /^\/v1\/transfers$/, (store, form) => store.createTransfer(form)],
  [
    "GET",
    /^\/v1\/transfers\/([\w-]+)$/,
    (store, _, id) => store.found(store.transfers, "transfer", id),
  ],
  [
    "GET",
    /^\/v1\/transfers$/,
    (store, query) =>
      page("/v1/transfers", [...store.transfers.values()], query, [
        "transfer_group",
        "destination",
      ]),
  ],
  ["POST", /^\/v1\/refunds$/, (store, form) => store.createRefund(form)],
  ["GET", /^\/v1\/refunds\/([\w-]+)$/, (store, _, id) => store.found(store.refunds, "refund", id)],
  [
    "GET",
    /^\/v1\/refunds$/,
    (store, query) =>
      page("/v1/refunds", [...store.refunds.values()], query, ["payment_intent", "charge"]),
  ],
  [
    "GET",
    /^\/v1\/balance_transactions$/,
    (store, query) =>
      page(
        "/v1/balance_transactions",
        store.balanceTransactions.filter(createdWithin(query)),
        query,
        ["type"],
      ),
  ],
];

/** The handler for a request and the id its path names, or undefined when none matches. */
export function routeFor(
  method: string,
  path: string,
): { handler: Handler; id: string } | undefined {
  for (const [routeMethod, pattern, handler] of ROUTES) {
    const match = routeMethod === method ? pattern.exec(path) : null;
    if (match) return { handler, id: match[1] ?? "" };
  }
  return undefined;
}

/** A page of a list, newest first, filtered by the named equality parameters. */
function page(url: string, objects: StripeObject[], query: FormObject, filters: string[]) {
  const matching = objects
    .filter((object) =>
      filters.every((name) => query[name] === undefined || object[name] === query[name]),
    )
    .reverse();
  const after = typeof query.starting_after === "string" ? query.starting_after : undefined;
  const start = after === undefined ? 0 : matching.findIndex((object) => object.id === after) + 1;
  const limit = Math.min(Math.max(Number(query.limit ?? 10) || 10, 1), 100);
  const data = matching.slice(start, start + limit);
  return list(url, data, start + limit < matching.length);
}

/** `created[gte]`, `created[gt]`, `created[lte]`, `created[lt]` in seconds since 1970. */
function createdWithin(query: FormObject) {
  const range =
    query.created !== undefined && typeof query.created === "object" ? query.created : {};
  const bound = (name: string) => {
    const value = (range as Record<string, unknown>)[name];
    return typeof value === "string" ? Number(value) : undefined;
  };
  const [gte, gt, lte, lt] = [bound("gte"), bound("gt"), bound("lte"), bound("lt")];
  return (object: StripeObject) => {
    const created = object.created as number;
    return (
      (gte === undefined || created >= gte) &&
      (gt === undefined || created > gt) &&
      (lte === undefined || created <= lte) &&
      (lt === undefined || created < lt)
    );
  };
}
