import { errorMessageOf } from "../../../app/api/errorMessage";

interface StatsQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The figures' failure as StatCards shows it, or null. */
export function statErrorOf(query: StatsQuery, fallback: string) {
  return query.isError
    ? { message: errorMessageOf(query.error, fallback), retry: () => void query.refetch() }
    : null;
}
