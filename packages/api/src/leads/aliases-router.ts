import { z } from "zod";
import {
  acceptLeadInput,
  leadCreatePayloadSchema,
  leadDetailSchema,
  leadIdInput,
  leadListQuery,
  leadSchema,
  offerMadeSchema,
  messageSchema,
} from "@uplink/domain";
import { readLeadMessages } from "../conversation/read-conversation";
import { openApiFor } from "../openapi-meta";
import { authedProcedure, customerProcedure, installerProcedure, router } from "../trpc";
import { acceptLead } from "./accept-lead";
import { createLead } from "./create-lead";
import { leadDetail } from "./lead-detail";
import { listLeads } from "./list-leads";

const leadsApi = openApiFor({ tags: ["leads"], protect: true });
const sameAs = (path: string) => `The same as ${path}.`;

/**
 * SPEC §7 "Defined but unused": the /leads paths, served by the very services of the
 * workflow paths, so they cannot drift apart.
 */
export const leadAliasesRouter = router({
  create: customerProcedure
    .meta(
      leadsApi.post("/leads", "Post an installation request", sameAs("POST /api/workflow/leads")),
    )
    .input(leadCreatePayloadSchema)
    .output(leadSchema)
    .mutation(({ ctx, input }) => createLead(ctx, ctx.user, input)),

  list: authedProcedure
    .meta(leadsApi.get("/leads", "The dashboard's leads", sameAs("GET /api/workflow/leads")))
    .input(leadListQuery)
    .output(z.array(leadSchema))
    .query(({ ctx, input }) => listLeads(ctx, ctx.user, input)),

  byId: authedProcedure
    .meta(
      leadsApi.get(
        "/leads/{id}",
        "A lead with its conversation and photos",
        sameAs("GET /api/workflow/leads/{id}"),
      ),
    )
    .input(leadIdInput)
    .output(leadDetailSchema)
    .query(({ ctx, input }) => leadDetail(ctx, ctx.user, input)),

  accept: installerProcedure
    .meta(
      leadsApi.post(
        "/leads/{id}/accept",
        "Accept a NEW lead",
        sameAs("POST /api/workflow/leads/{id}/accept"),
      ),
    )
    .input(acceptLeadInput)
    .output(z.union([leadSchema, offerMadeSchema]))
    .mutation(({ ctx, input }) => acceptLead(ctx, ctx.user, input)),

  messages: authedProcedure
    .meta(
      leadsApi.get(
        "/leads/{id}/messages",
        "The messages of a lead's conversation",
        "For the lead's customer, its assigned installer and administrators (404 for " +
          "anyone else); empty until an installer accepts. Carries an ETag: send it back " +
          "as If-None-Match and an unchanged conversation answers 304.",
      ),
    )
    .input(leadIdInput)
    .output(z.array(messageSchema))
    .query(({ ctx, input }) => readLeadMessages(ctx, ctx.user, input)),
});
