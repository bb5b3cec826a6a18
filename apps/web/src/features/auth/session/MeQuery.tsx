import { useQuery } from "@tanstack/react-query";
import { useLayoutEffect } from "react";
import { fetchMe, ME_QUERY_KEY } from "./authQueries";
import { ME_PENDING, type MeSnapshot } from "./meSnapshot";

/**
 * Runs `me` while a token is stored (SessionProvider renders it only then) and hands
 * each answer up before the browser paints, so the landing route's code needs no
 * TanStack Query. The user stays in the query cache, where sign-in, sign-out and the
 * account screens read and change it.
 */
export function MeQuery({ onChange }: { onChange: (me: MeSnapshot) => void }) {
  const { data, isPending, error } = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchMe,
    retry: false,
  });
  useLayoutEffect(() => onChange({ data, isPending, error }), [onChange, data, isPending, error]);
  // Signed out: the next session starts from "not answered yet", not from this one's user.
  useLayoutEffect(() => () => onChange(ME_PENDING), [onChange]);
  return null;
}
