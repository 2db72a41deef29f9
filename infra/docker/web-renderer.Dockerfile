# syntax=docker/dockerfile:1
#
# apps/web's renderer (docs/decisions/025): the public pages rendered on the server, behind nginx.

# ---- web: the SPA and its renderer, built exactly as nginx.Dockerfile's web stage builds them --
# Same instructions and arguments, so both images hold the same content-hashed assets: a rendered
# page links the scripts nginx serves (scripts/docker/docker-setup.test.ts keeps the two alike).
FROM node:20.20-bookworm-slim AS web
RUN npm install -g pnpm@10
WORKDIR /repo
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch --ignore-scripts
COPY . .
RUN pnpm install --offline --frozen-lockfile --ignore-scripts --filter "@mt/web..."
ARG WHATSAPP_NUMBER="+212 600 000000"
RUN VITE_WHATSAPP_NUMBER="$WHATSAPP_NUMBER" pnpm --filter @mt/web build

# ---- deploy: the renderer's production dependencies (react, react-router, i18next…) --------------
FROM web AS deploy
# No build scripts: @mt/service-kit brings better-sqlite3, which the renderer never loads.
RUN pnpm --filter @mt/web --prod deploy --offline --ignore-scripts /out \
 && test -f /out/dist-server/main.js \
 && test -f /out/dist/.vite/manifest.json

# ---- runtime: Node, the bundle, the client build it links, and its dependencies ---------------
FROM node:20.20-bookworm-slim AS runtime
# The malloc settings of scripts/launcher/processes.ts's BUNDLE_ENV, as pnpm start runs it.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=16384 \
    MALLOC_TRIM_THRESHOLD_=16384
WORKDIR /app
# Owned by root: the renderer can read its code but not change it. dist-server/main.js reads the
# client build's manifest from ../dist (apps/web/server/assets.ts).
COPY --from=deploy /out/package.json ./
COPY --from=deploy /out/node_modules ./node_modules
COPY --from=deploy /out/dist ./dist
COPY --from=deploy /out/dist-server ./dist-server
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist-server/main.js"]
