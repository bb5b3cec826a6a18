import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  type TRPCClient,
} from "@trpc/client";
import type { AppRouter } from "@uplink/api";
import { TRPC_MAX_BATCH_CALLS } from "@uplink/domain";
import { activeLocale } from "../../i18n/i18n";
import { authHeaders, getAuthToken } from "./authToken";
import { authorizationOf } from "./callAuthorization";
import { idempotencyKeyOf } from "./idempotencyKey";

const TRPC_URL = "/trpc";

/**
 * The app's one client of the typed procedures. Calls travel like every call of
 * SPEC §7: with credentials and, while a token is stored, the bearer header.
 *
 * Subscriptions go over server-sent events, which a browser's EventSource opens
 * without custom headers. While a token is stored, each (re)opening first fetches a
 * single-use stream ticket with it (auth.streamTicket) and sends that as its
 * `connectionParams`, so a page whose cookie is gone (cleared, blocked, a restored tab)
 * still streams as the same session as every other call. The token itself is never put
 * in the URL, where proxies and logs would keep it. Without a token the session cookie
 * authenticates the stream, as it does every call.
 *
 * A call given a bearer header of its own (`withAuthorization`) or an Idempotency-Key
 * (`withIdempotencyKey`) travels alone, so that header is never shared with the other
 * calls of a batch.
 *
 * Every call names the language shown (`Accept-Language`), so the server's messages
 * follow it; a subscription's EventSource sends the browser's own.
 */
const withCredentials: typeof fetch = (input, init) =>
  fetch(input, { ...init, credentials: "include" });

/** A stream's connectionParams: a fresh ticket while a token is stored, else none. */
async function streamTicket(): Promise<{ ticket: string } | null> {
  if (getAuthToken() === null) return null;
  return trpcClient.auth.streamTicket.mutate();
}

function createTrpcClient(): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({
          url: TRPC_URL,
          eventSourceOptions: { withCredentials: true },
          connectionParams: streamTicket,
        }),
        false: splitLink({
          condition: (op) =>
            authorizationOf(op.context) !== undefined || idempotencyKeyOf(op.context) !== undefined,
          // A batch of one rather than httpLink: the server refuses httpLink's bodiless
          // POST of a mutation without input (sign-out, hosted sign-in) as invalid JSON.
          true: httpBatchLink({
            url: TRPC_URL,
            maxItems: 1,
            headers: ({ opList }) => {
              const { context } = opList[0];
              const authorization = authorizationOf(context);
              return {
                ...(authorization === undefined ? authHeaders() : { Authorization: authorization }),
                "Idempotency-Key": idempotencyKeyOf(context),
                "Accept-Language": activeLocale(),
              };
            },
            fetch: withCredentials,
          }),
          false: httpBatchLink({
            url: TRPC_URL,
            // The server refuses larger batches.
            maxItems: TRPC_MAX_BATCH_CALLS,
            // Read per request so a sign-in or sign-out applies to the very next call.
            headers: () => ({ ...authHeaders(), "Accept-Language": activeLocale() }),
            fetch: withCredentials,
          }),
        }),
      }),
    ],
  });
}

/**
 * One for the whole app: it keeps no data (the query client does), only the batch
 * being gathered, so every mount and every test can share it.
 */
export const trpcClient = createTrpcClient();
