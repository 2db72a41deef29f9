# syntax=docker/dockerfile:1
#
# The gateway: nginx serving the built SPA, proxying /api/* to the services and every other page
# to the web renderer (docs/decisions/025).

# ---- web: the SPA, built with its build-time settings ----------------------------------------
# web-renderer.Dockerfile builds the same stage, so both images hold the same hashed assets.
FROM node:20.20-bookworm-slim AS web
RUN npm install -g pnpm@10
WORKDIR /repo
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
# fetch would run every package's build scripts (better-sqlite3 needs a compiler); the web app
# needs none of them.
RUN pnpm fetch --ignore-scripts
COPY . .
# No build scripts here either: the web renderer's workspace dependency (@mt/service-kit) brings
# better-sqlite3, which the renderer never loads (docs/decisions/024).
RUN pnpm install --offline --frozen-lockfile --ignore-scripts --filter "@mt/web..."
# Vite inlines the chat button's number at build time (WHATSAPP_NUMBER, README.md Configuration).
ARG WHATSAPP_NUMBER="+212 600 000000"
RUN VITE_WHATSAPP_NUMBER="$WHATSAPP_NUMBER" pnpm --filter @mt/web build

# ---- gateway: unprivileged nginx (uid 101, port 8080) ------------------------------------------
FROM nginxinc/nginx-unprivileged:1.28-alpine AS gateway
# The image's entrypoint renders /etc/nginx/templates/*.template into /etc/nginx/conf.d at start,
# replacing its default.conf; the upstreams come from the environment (see docker-compose.yml).
ENV NGINX_PORT=8080 \
    WEB_ROOT=/usr/share/nginx/site \
    NGINX_SNIPPETS=/etc/nginx/snippets \
    NGINX_ACCESS_LOG=/var/log/nginx/access.log
COPY infra/nginx/templates/ /etc/nginx/templates/
COPY infra/nginx/snippets/ /etc/nginx/snippets/
COPY --from=web /repo/apps/web/dist/ /usr/share/nginx/site/
USER 101
EXPOSE 8080
# Alpine's busybox wget: no curl needed.
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${NGINX_PORT}/health" || exit 1
