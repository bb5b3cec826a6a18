import { hashKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useLayoutEffect } from "react";
import { clearAuthToken } from "../../../app/api/authToken";
import { httpStatusOf } from "../../../app/api/httpStatus";
import { useTRPC } from "../../../app/api/trpc";
import { subscribeToLocale } from "../../../i18n/i18n";
import { ME_PENDING, type MeSnapshot } from "./meSnapshot";

/**
 * Runs `auth.me` while a token is stored (SessionProvider renders it only then), never
 * retried, and hands each answer up before the browser paints, so the landing route's
 * code needs no TanStack Query. The user stays in the query cache, where sign-in,
 * sign-out and the account screens read and change it.
 *
 * A 401 means the stored token is no longer valid: it is forgotten and the visitor is
 * signed out (SPEC §7: 401 is "no user"). Any other failure is kept as the error, shown
 * as SPEC §8's 'Failed to fetch user' where the account is displayed; the token stays,
 * as the server may just be away. A sign-in meanwhile replaces the cached answer
 * (adoptSession), so only a refusal of the current token signs out.
 *
 * While a session is stored, a change of language reads everything again, so texts the
 * server wrote (in the language of the request, Accept-Language) follow it.
 */
export function MeQuery({ onChange }: { onChange: (me: MeSnapshot) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Not `me`: read while a new choice is being saved, it could bring back the old one.
    const meHash = hashKey(trpc.auth.me.queryKey());
    return subscribeToLocale(() => {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== meHash });
    });
  }, [queryClient, trpc]);
  const { data, isPending, error } = useQuery(
    trpc.auth.me.queryOptions(undefined, { retry: false }),
  );
  const refused = httpStatusOf(error) === 401;
  // Always a TRPCClientError; typed by tRPC as its error's shape.
  const failure = error instanceof Error ? error : null;
  useLayoutEffect(() => {
    if (refused) clearAuthToken();
  }, [refused]);
  useLayoutEffect(
    () => onChange(refused ? NO_USER : { data, isPending, error: failure }),
    [onChange, refused, data, isPending, failure],
  );
  // Signed out: the next session starts from "not answered yet", not from this one's user.
  useLayoutEffect(() => () => onChange(ME_PENDING), [onChange]);
  return null;
}

const NO_USER: MeSnapshot = { data: null, isPending: false, error: null };
