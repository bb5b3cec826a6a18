import type { RequestSpec, Target } from "./measure";
import type { SeededData } from "./seed";

/** A path measured on the product and on the reference with the same request. */
export interface Scenario {
  id:
    | "list-rest"
    | "list-area"
    | "list-fresh"
    | "list-trpc"
    | "list-trpc-batch"
    | "poll"
    | "health"
    | "detail"
    | "installers-near"
    | "installer-profile";
  label: string;
  /** Measured right after seeding, before the tables are analysed (the others after). */
  fresh?: boolean;
  /** Product ÷ reference wanted answers per second must reach this. */
  minRatio: number;
  specFor: (target: Target) => RequestSpec;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify(input));

/**
 * The directory of installers near Augsburg, 56.5 km from the nearest seeded service town
 * (München): with a radius of 100 km, the installers of München and Stuttgart (80 km
 * areas), about 830 of 5,000, ranked by distance and rating; the first page of 50.
 */
export const DIRECTORY_PATH = "/api/installers?near=Augsburg&country=DE&radiusKm=100";

/** The chat poll of a client that has every message: `after` the newest one. */
export function pollPath(data: SeededData): string {
  return `/api/conversation/${data.conversationId}?after=${data.lastMessageId}`;
}

/**
 * Every throughput row of the table. `etags` holds each server's ETag of the
 * up-to-date poll, which the poll sends back as If-None-Match.
 */
export function buildScenarios(
  data: SeededData,
  etags: Record<Target["role"], string>,
): Scenario[] {
  const installer = bearer(data.installer.token);
  const get = (path: string, headers: Record<string, string> = installer): RequestSpec => ({
    method: "GET",
    path,
    headers,
    wantedStatus: 200,
  });
  return [
    {
      id: "list-rest",
      label: "installer job list `GET /api/workflow/leads` (50 rows)",
      minRatio: 0.6,
      specFor: () => get("/api/workflow/leads"),
    },
    {
      id: "list-area",
      label: "job list of an installer with a placed service area (ranked, 50 rows)",
      minRatio: 0.6,
      specFor: () => get("/api/workflow/leads", bearer(data.areaInstaller.token)),
    },
    {
      id: "list-fresh",
      label: "installer job list right after seeding, before ANALYZE",
      minRatio: 0.6,
      fresh: true,
      specFor: () => get("/api/workflow/leads"),
    },
    {
      id: "list-trpc",
      label: "installer job list, tRPC `leads.list`",
      minRatio: 0.6,
      specFor: () => get(`/trpc/leads.list?input=${trpcInput({})}`),
    },
    {
      id: "list-trpc-batch",
      label: "installer job list, tRPC `leads.list` batched",
      minRatio: 0.6,
      specFor: () => get(`/trpc/leads.list?batch=1&input=${trpcInput({ 0: {} })}`),
    },
    {
      id: "poll",
      label: "unchanged chat poll (304 via ETag)",
      minRatio: 0.5,
      specFor: (target) => ({
        method: "GET",
        path: pollPath(data),
        headers: { ...bearer(data.customer.token), "if-none-match": etags[target.role] },
        wantedStatus: 304,
      }),
    },
    {
      id: "health",
      label: "`GET /api/health`",
      minRatio: 0.5,
      specFor: () => get("/api/health", {}),
    },
    {
      id: "detail",
      label: "lead detail `GET /api/workflow/leads/{id}`",
      minRatio: 0.4,
      specFor: () => get(`/api/workflow/leads/${data.chatLeadId}`),
    },
    {
      id: "installers-near",
      label:
        "installers near a town `GET /api/installers?near=…&country=…&radiusKm=…` (50 of ~830), before ANALYZE",
      minRatio: 0.6,
      fresh: true,
      specFor: () => get(DIRECTORY_PATH, {}),
    },
    {
      id: "installer-profile",
      label:
        "public installer profile `GET /api/installers/{id}` (with its reviews), before ANALYZE",
      minRatio: 0.6,
      fresh: true,
      specFor: () => get(`/api/installers/${data.reviewedInstallerId}`, {}),
    },
  ];
}

/** The ETag a server gives the up-to-date poll, or an error saying what it answered. */
export async function pollEtag(target: Target, data: SeededData): Promise<string> {
  const response = await fetch(`${target.baseUrl}${pollPath(data)}`, {
    headers: bearer(data.customer.token),
  });
  await response.arrayBuffer();
  const etag = response.headers.get("etag");
  if (response.status !== 200 || etag === null) {
    throw new Error(`the chat poll answered ${response.status} without an ETag`);
  }
  return etag;
}

/** The items an answer lists: a list's rows, tRPC's data, a detail's messages, a profile's reviews. */
function itemsOf(body: unknown): unknown[] | undefined {
  const unwrap = (value: unknown): unknown => {
    if (Array.isArray(value) && value.length === 1 && typeof value[0] === "object") {
      return unwrap(value[0]);
    }
    const record = value as Record<string, unknown> | null;
    if (record && typeof record === "object" && "result" in record) {
      return (record.result as { data: unknown }).data;
    }
    return value;
  };
  const value = unwrap(body);
  if (Array.isArray(value)) return value as unknown[];
  const reviews = (value as { reviews?: unknown } | null)?.reviews;
  if (Array.isArray(reviews)) return reviews as unknown[];
  const conversation = (value as { conversation?: { messages?: unknown[] } } | null)?.conversation;
  return conversation?.messages;
}

/**
 * What two servers must agree on for their speeds to be compared: the listed items' ids,
 * in order, and the fields the items carry (a twin that lists other rows, or fewer
 * fields, does less work).
 */
export interface AnswerShape {
  ids: string[];
  fields: string[];
}

/** The shape of an answer's body, as JSON parsed; undefined when it lists nothing. */
export function answerShape(body: unknown): AnswerShape | undefined {
  const items = itemsOf(body);
  return items && shapeOf(items);
}

function shapeOf(items: unknown[]): AnswerShape {
  const records = items.filter(
    (item): item is Record<string, unknown> => typeof item === "object" && item !== null,
  );
  const fields = new Set(records.flatMap((record) => Object.keys(record)));
  return {
    ids: records.map((record) => String(record.id)),
    fields: [...fields].sort(),
  };
}

/** How the shapes of two answers differ, in words; undefined when they agree. */
export function shapeDifference(
  product: AnswerShape | undefined,
  reference: AnswerShape | undefined,
): string | undefined {
  if (!product || !reference) return undefined;
  const missing = product.fields.filter((field) => !reference.fields.includes(field));
  const extra = reference.fields.filter((field) => !product.fields.includes(field));
  if (missing.length > 0 || extra.length > 0) {
    return `fields differ (the bare route lacks [${missing.join(", ")}], adds [${extra.join(", ")}])`;
  }
  if (product.ids.join() !== reference.ids.join()) {
    const at = product.ids.findIndex((id, index) => id !== reference.ids[index]);
    return `the listed items differ (${product.ids.length} vs ${reference.ids.length}, first at #${at === -1 ? product.ids.length : at})`;
  }
  return undefined;
}

/** One request of the kind a load run sends: the status and the shape of what it listed. */
export async function probe(
  target: Target,
  spec: RequestSpec,
): Promise<{
  status: number;
  shape: AnswerShape | undefined;
  bytes: number;
}> {
  const response = await fetch(`${target.baseUrl}${spec.path}`, {
    method: spec.method,
    headers: spec.headers ?? {},
    ...(spec.body === undefined ? {} : { body: spec.body }),
  });
  const text = await response.text();
  let shape: AnswerShape | undefined;
  try {
    shape = text === "" ? undefined : answerShape(JSON.parse(text));
  } catch {
    shape = undefined;
  }
  return {
    status: response.status,
    shape,
    bytes: Buffer.byteLength(text),
  };
}
