# syntax=docker/dockerfile:1
# Node 22 LTS (Node 20 reached its end of life in April 2026); CI runs the built server
# under the newest Node of this major (scripts/image-node-smoke.mjs reads it from here).
# Build stage: install everything, build the SPA and bundle the server.
FROM node:22-bookworm-slim AS build
ENV TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml turbo.json tsconfig.base.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/e2e/package.json apps/e2e/
COPY apps/bench/package.json apps/bench/
COPY packages/domain/package.json packages/domain/
COPY packages/db/package.json packages/db/
COPY packages/api/package.json packages/api/
COPY packages/gazetteer/package.json packages/gazetteer/
RUN pnpm install --frozen-lockfile
COPY . .
RUN PATH="/app/node_modules/.bin:$PATH" turbo run build --filter=@uplink/server --filter=@uplink/web
# Keep only what the server needs at run time.
RUN pnpm --filter @uplink/server deploy --prod --legacy /out/server \
 && mkdir -p /out/web && cp -r apps/web/dist /out/web/dist

# Run stage: the bundled server, its production dependencies and the built SPA.
FROM node:22-bookworm-slim AS run
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /out/server apps/server
COPY --from=build /out/web apps/web
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The flags of apps/server/node-flags.mjs (a test keeps them equal).
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=50", "--expose-gc", "apps/server/dist/main.js"]
