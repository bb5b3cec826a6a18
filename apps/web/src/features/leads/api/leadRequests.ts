import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  LEAD_PAGE_SIZE,
  type Lead,
  type LeadDetail,
  type PhotoVerificationResult,
  type Success,
} from "@uplink/domain";
import { apiRequest } from "../../../app/api/apiRequest";

/** The list and every detail share this prefix, so one invalidation refreshes both. */
export const LEADS_QUERY_KEY = ["/api/workflow/leads"] as const;

export const leadPath = (id: string) => `/api/workflow/leads/${encodeURIComponent(id)}`;

export async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest("GET", url);
  return (await res.json()) as T;
}

export async function sendJson<T>(
  method: "POST" | "PUT" | "DELETE",
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
}

/**
 * The leads this user may see, newest first; the server filters by role and answers a
 * page at a time. `data` is every page loaded so far; fetchNextPage loads the leads
 * after the last one, while a full page suggests there are more.
 */
export function useLeads(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: LEADS_QUERY_KEY,
    queryFn: ({ pageParam }) => {
      const query = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : "";
      return getJson<Lead[]>(`${LEADS_QUERY_KEY[0]}${query}`);
    },
    initialPageParam: "",
    getNextPageParam: (lastPage) =>
      lastPage.length >= LEAD_PAGE_SIZE ? lastPage.at(-1)?.id : undefined,
    select: (data) => data.pages.flat(),
    enabled,
  });
}

export function useLeadDetail(id: string | null) {
  return useQuery({
    queryKey: [...LEADS_QUERY_KEY, id],
    queryFn: () => getJson<LeadDetail>(leadPath(id ?? "")),
    enabled: id !== null,
  });
}

export interface CreateLeadPayload {
  title: string;
  description?: string;
  address: string;
  preferredStartDate: string;
  preferredEndDate: string;
  timeRange: string;
  specialRequirements?: string;
  photos?: string[];
}

export type UpdateLeadPayload = Partial<CreateLeadPayload>;

/** The action endpoints of the lead workflow (SPEC §7), each answering the updated lead. */
export type LeadActionRequest =
  | { action: "accept"; value?: number }
  | { action: "on-site" }
  | { action: "done"; photos: string[]; captions: string[] }
  | { action: "approve" }
  | { action: "revision"; feedback: string }
  | { action: "cancel"; reason?: string }
  | { action: "withdraw"; reason: string }
  | { action: "dispute"; reason: string };

/** A mutation after which every lead query (list, details, offers) is loaded afresh. */
export function useRefreshingMutation<Variables, Result>(
  fn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}

export function useCreateLead() {
  return useRefreshingMutation((payload: CreateLeadPayload) =>
    sendJson<Lead>("POST", LEADS_QUERY_KEY[0], payload),
  );
}

export function useUpdateLead(id: string) {
  return useRefreshingMutation((payload: UpdateLeadPayload) =>
    sendJson<Lead>("PUT", leadPath(id), payload),
  );
}

export function useDeleteLead() {
  return useRefreshingMutation((id: string) => sendJson<Success>("DELETE", leadPath(id)));
}

export function useLeadAction(id: string) {
  return useRefreshingMutation(({ action, ...body }: LeadActionRequest) =>
    sendJson<Lead>("POST", `${leadPath(id)}/${action}`, body),
  );
}

/** POST /api/verify-property-photos for one photo. */
export async function verifyPropertyPhoto(dataUrl: string): Promise<PhotoVerificationResult> {
  return sendJson<PhotoVerificationResult>("POST", "/api/verify-property-photos", {
    photos: [dataUrl],
  });
}
