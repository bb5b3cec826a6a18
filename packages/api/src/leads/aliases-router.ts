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
import { authedProcedure, customerProcedure, installerProcedure, router } from "../trpc";
import { acceptLead } from "./accept-lead";
import { createLead } from "./create-lead";
import { leadDetail } from "./lead-detail";
import { listLeads } from "./list-leads";

const tags = ["leads"];
const sameAs = (path: string) => `The same as ${path}.`;

/**
 * SPEC §7 "Defined but unused": the /leads paths, served by the very services of the
 * workflow paths, so they cannot drift apart.
 */
export const leadAliasesRouter = router({
  create: customerProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/leads",
        protect: true,
        tags,
        summary: "Post an installation request",
        description: sameAs("POST /api/workflow/leads"),
      },
    })
    .input(leadCreatePayloadSchema)
    .output(leadSchema)
    .mutation(({ ctx, input }) => createLead(ctx, ctx.user, input)),

  list: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/leads",
        protect: true,
        tags,
        summary: "The dashboard's leads",
        description: sameAs("GET /api/workflow/leads"),
      },
    })
    .input(leadListQuery)
    .output(z.array(leadSchema))
    .query(({ ctx, input }) => listLeads(ctx, ctx.user, input)),

  byId: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/leads/{id}",
        protect: true,
        tags,
        summary: "A lead with its conversation and photos",
        description: sameAs("GET /api/workflow/leads/{id}"),
      },
    })
    .input(leadIdInput)
    .output(leadDetailSchema)
    .query(({ ctx, input }) => leadDetail(ctx, ctx.user, input)),

  accept: installerProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/leads/{id}/accept",
        protect: true,
        tags,
        summary: "Accept a NEW lead",
        description: sameAs("POST /api/workflow/leads/{id}/accept"),
      },
    })
    .input(acceptLeadInput)
    .output(z.union([leadSchema, offerMadeSchema]))
    .mutation(({ ctx, input }) => acceptLead(ctx, ctx.user, input)),

  messages: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/leads/{id}/messages",
        protect: true,
        tags,
        summary: "The messages of a lead's conversation",
        description:
          "For the lead's customer, its assigned installer and administrators (404 for " +
          "anyone else); empty until an installer accepts. Carries an ETag: send it back " +
          "as If-None-Match and an unchanged conversation answers 304.",
      },
    })
    .input(leadIdInput)
    .output(z.array(messageSchema))
    .query(({ ctx, input }) => readLeadMessages(ctx, ctx.user, input)),
});
