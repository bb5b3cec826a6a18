import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_PAGE_SIZE, type Notice, type NoticeList } from "@uplink/domain";
import { apiRequest } from "../../app/api/apiRequest";

export const NOTICES_QUERY_KEY = ["/api/notices"] as const;

/** GET /api/notices: the newest messages administrators sent the signed-in user. */
export function useNotices() {
  return useQuery({
    queryKey: NOTICES_QUERY_KEY,
    queryFn: async () => {
      const res = await apiRequest("GET", `${NOTICES_QUERY_KEY[0]}?limit=${ADMIN_PAGE_SIZE}`);
      return (await res.json()) as NoticeList;
    },
  });
}

/** POST /api/notices/{id}/read, then the notices again. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await apiRequest("POST", `/api/notices/${encodeURIComponent(id)}/read`);
      return (await res.json()) as Notice;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTICES_QUERY_KEY }),
  });
}
