import { z } from "zod";
import { leadIdInput, messageSchema } from "@uplink/domain";
import { readLeadMessages } from "../conversation/read-conversation";
import { idempotencyKeyDocumented } from "../idempotency/idempotency-key";
import { authedProcedure, inputParsedInSync, router, sampledOutput } from "../trpc";
import { leadProcedures, leadsApi } from "./router";

const sameAs = (path: string) => `The same as ${path}.`;

/**
 * SPEC §7 "Defined but unused": the /leads paths, the workflow paths' own procedures
 * at other paths, so they cannot drift apart.
 */
export const leadAliasesRouter = router({
  create: leadProcedures.create(
    leadsApi.post(
      "/leads",
      "Post an installation request",
      sameAs("POST /api/workflow/leads"),
      idempotencyKeyDocumented,
    ),
  ),

  list: leadProcedures.list(
    leadsApi.get("/leads", "The dashboard's leads", sameAs("GET /api/workflow/leads")),
  ),

  byId: leadProcedures.byId(
    leadsApi.get(
      "/leads/{id}",
      "A lead with its conversation and photos",
      sameAs("GET /api/workflow/leads/{id}"),
    ),
  ),

  accept: leadProcedures.accept(
    leadsApi.post(
      "/leads/{id}/accept",
      "Accept a NEW lead",
      sameAs("POST /api/workflow/leads/{id}/accept"),
    ),
  ),

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
    .concat(inputParsedInSync(leadIdInput))
    .concat(sampledOutput(z.array(messageSchema)))
    .query(({ ctx, input }) => readLeadMessages(ctx, ctx.user, input)),
});
