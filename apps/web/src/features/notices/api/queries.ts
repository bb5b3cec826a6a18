import { useInfiniteQuery } from "@tanstack/react-query";
import { ADMIN_PAGE_SIZE } from "@uplink/domain";
import { useTRPC } from "../../../app/api/trpc";

/**
 * `notices.list`: the messages administrators sent the signed-in user, newest first,
 * a page at a time. The server pages by the id of the last notice seen (`cursor`); a
 * full page may have more after it, a shorter one is the end.
 */
export function useNotices() {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.notices.list.infiniteQueryOptions(
      { limit: ADMIN_PAGE_SIZE },
      {
        getNextPageParam: (lastPage) =>
          lastPage.length === ADMIN_PAGE_SIZE ? lastPage.at(-1)?.id : undefined,
      },
    ),
  );
}
