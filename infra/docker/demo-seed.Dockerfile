# syntax=docker/dockerfile:1
#
# The demo seed (docs/decisions/029): a one-shot client that fills an empty site with the demo
# content through nginx, signed in as the admin. An image of its own, so that no image of the site
# carries demo code or photos. docker-compose.yml runs it under the `demo` profile.

# ---- build: scripts/demo/cli.ts and what it imports, bundled into one file ----------------------
FROM node:20.20-bookworm-slim AS build
RUN npm install -g pnpm@10
WORKDIR /repo
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch --ignore-scripts
COPY . .
# No build scripts: the bundle needs esbuild's binary, which comes as a package, and nothing native.
RUN pnpm install --offline --frozen-lockfile --ignore-scripts
RUN pnpm exec esbuild scripts/demo/cli.ts --bundle --platform=node --format=esm --target=node20 \
      --outfile=/out/seed.mjs \
 && cp -r scripts/demo/photos /out/photos

# ---- runtime: Node, the bundle and the photos beside it --------------------------------------
FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    SITE_URL=http://nginx:8080
WORKDIR /seed
COPY --from=build /out/ ./
USER node
# A one-shot: healthy for as long as it runs (the project's rules want a HEALTHCHECK everywhere).
HEALTHCHECK --interval=10s --timeout=5s --retries=3 CMD ["node", "-e", "process.kill(1, 0)"]
CMD ["node", "seed.mjs"]
