# syntax=docker/dockerfile:1
#
# One image per service: docker compose passes SERVICE (tours, bookings, messaging, media or
# identity). The workspace is installed and built in stages that do not read SERVICE, so BuildKit
# builds them once for all five images; only the deploy stage differs.

# ---- build: the whole workspace, installed from the lockfile and built --------------------------
FROM node:20.20-bookworm-slim AS build
# better-sqlite3 12.x compiles from source when no prebuilt binary can be had
# (docs/architecture.md, Versions and machine facts).
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# pnpm 10 from npm, no packageManager field (corepack's self-switch is not used).
RUN npm install -g pnpm@10
WORKDIR /repo
# The store is filled from the lockfile alone, so source edits do not download packages again.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile
RUN pnpm build

# ---- deploy: one service with its production dependencies only ----------------------------------
FROM build AS deploy
ARG SERVICE
RUN test -n "$SERVICE" || { echo "build with --build-arg SERVICE=<service name>" >&2; exit 1; }
# pnpm 10's deploy needs injectWorkspacePackages; without it, only the older --legacy deploy works.
RUN legacy="$(grep -Eq '^injectWorkspacePackages:[[:space:]]*true' pnpm-workspace.yaml || echo --legacy)" \
 && pnpm --filter "@mt/${SERVICE}" --prod deploy $legacy /out \
 && test -f /out/dist/server.mjs

# ---- runtime: Node and the deployed folder, nothing else ------------------------------------
FROM node:20.20-bookworm-slim AS runtime
# The malloc settings are scripts/launcher/processes.ts's BUNDLE_ENV, which pnpm start uses too;
# a test keeps the two alike.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=16384 \
    MALLOC_TRIM_THRESHOLD_=16384
# Mount points exist and belong to the unprivileged user, so new named volumes start writable.
RUN mkdir -p /data /secrets && chown node:node /data /secrets
WORKDIR /app
# Owned by root: the service can read its code but not change it.
COPY --from=deploy /out ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server.mjs"]
