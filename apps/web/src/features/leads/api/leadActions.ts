import { useMutation } from "@tanstack/react-query";
import type { RouterInputs } from "@uplink/api";
import { useTRPCClient } from "../../../app/api/trpc";
import { useRefreshLeads } from "./leadQueries";

type Inputs = RouterInputs["leads"];
/** A procedure's input without the lead's id, which the detail already knows. */
type Body<Input> = Omit<Input, "id">;

/**
 * The workflow actions of SPEC §7 on one lead, named by their procedure (`leads.<action>`),
 * each answering the updated lead.
 */
export type LeadActionRequest =
  | ({ action: "accept" } & Body<Inputs["accept"]>)
  | { action: "markOnSite" }
  | ({ action: "submitCompletion" } & Body<Inputs["submitCompletion"]>)
  | { action: "approve" }
  | ({ action: "requestRevision" } & Body<Inputs["requestRevision"]>)
  | ({ action: "cancel" } & Body<Inputs["cancel"]>)
  | ({ action: "withdraw" } & Body<Inputs["withdraw"]>)
  | ({ action: "dispute" } & Body<Inputs["dispute"]>);

/** The procedure's input: the request's fields and the lead's id. */
function inputOf<Request extends LeadActionRequest>(request: Request, id: string) {
  const { action: _action, ...body } = request;
  return { ...body, id };
}

/** Runs one action on lead `id`; every lead query (list, details, offers) is loaded afresh after. */
export function useLeadAction(id: string) {
  const client = useTRPCClient();
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: (request: LeadActionRequest) => {
      switch (request.action) {
        case "accept":
          return client.leads.accept.mutate(inputOf(request, id));
        case "markOnSite":
          return client.leads.markOnSite.mutate({ id });
        case "submitCompletion":
          return client.leads.submitCompletion.mutate(inputOf(request, id));
        case "approve":
          return client.leads.approve.mutate({ id });
        case "requestRevision":
          return client.leads.requestRevision.mutate(inputOf(request, id));
        case "cancel":
          return client.leads.cancel.mutate(inputOf(request, id));
        case "withdraw":
          return client.leads.withdraw.mutate(inputOf(request, id));
        case "dispute":
          return client.leads.dispute.mutate(inputOf(request, id));
      }
    },
    onSettled: refresh,
  });
}
