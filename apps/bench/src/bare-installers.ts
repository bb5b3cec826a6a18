import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { createGazetteer, KM_PER_DEGREE } from "@uplink/gazetteer";
import {
  INSTALLER_SQL,
  toListedInstaller,
  toPublicReview,
  toPublicSummary,
} from "./bare-installer-queries";

/*
 * The bare reference's routes of what anyone may read about APPROVED installers (issue
 * 25), without a session: the directory near a town, placed by the same gazetteer as the
 * product's, and the public profile with its first page of reviews. No input schema:
 * what is not as expected is a 400 or a 404.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** No service area reaches farther than this (the product's SERVICE_RADIUS_KM_MAX). */
const SERVICE_RADIUS_KM_MAX = 500;

function pageOf(raw: string | undefined, fallback: number): number | undefined {
  const limit = raw === undefined ? fallback : Number(raw);
  return Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : undefined;
}

export function installerRoutes(app: FastifyInstance, pool: pg.Pool): void {
  const gazetteer = createGazetteer();
  const refuse = (status: 400 | 404) => ({
    code: status === 400 ? "BAD_REQUEST" : "NOT_FOUND",
    message: status === 400 ? "Bad input." : "Not found.",
  });

  app.get("/api/installers", async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const radiusKm = Number(query.radiusKm ?? 0);
    const limit = pageOf(query.limit, 50);
    const { near, country } = query;
    if (!near || !country || !Number.isInteger(radiusKm) || limit === undefined) {
      return reply.code(400).send(refuse(400));
    }
    if (radiusKm < 0 || radiusKm > SERVICE_RADIUS_KM_MAX) return reply.code(400).send(refuse(400));
    const point = await gazetteer.locatePlace({ country: country as never, city: near });
    if (!point) return reply.code(400).send(refuse(400));
    const reach = (SERVICE_RADIUS_KM_MAX + radiusKm) / KM_PER_DEGREE;
    const { rows } = await pool.query<Record<string, unknown>>(INSTALLER_SQL.directory, [
      point.lat,
      point.lon,
      radiusKm,
      reach,
      limit,
    ]);
    return rows.map(toListedInstaller);
  });

  app.get("/api/installers/:id", async (request, reply) => {
    const { id } = request.params as { id: string };
    const limit = pageOf((request.query as { limit?: string }).limit, 20);
    if (!UUID.test(id) || limit === undefined) return reply.code(404).send(refuse(404));
    const [summary, reviews] = await Promise.all([
      pool.query<Record<string, unknown>>(INSTALLER_SQL.profile, [id]),
      pool.query<Record<string, unknown>>(INSTALLER_SQL.reviews, [id, limit]),
    ]);
    const row = summary.rows[0];
    if (!row) return reply.code(404).send(refuse(404));
    return { ...toPublicSummary(row), reviews: reviews.rows.map(toPublicReview) };
  });
}
