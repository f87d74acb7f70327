# syntax=docker/dockerfile:1
# Holdfast: one server copy (API + built web app). Node 24, pinned by version and by the digest of its
# multi-platform index (docs/operations.md, "Pinning by digest", says where it came from and how to refresh it).

# ---- build: install every dependency, build the web app and the server bundle ----
FROM node:24.21.0-bookworm-slim@sha256:2fe369e969550cde8e867afc3fe370b260140cab4a23d467074295b42163d553 AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund \
 && npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: the built web app, the server bundle and the production node_modules ----
# The server bundle keeps every npm package external (argon2, PGlite, sharp, pino…), so it needs node_modules.
FROM node:24.21.0-bookworm-slim@sha256:2fe369e969550cde8e867afc3fe370b260140cab4a23d467074295b42163d553 AS runtime
ENV NODE_ENV=production DATA_DIR=/data PORT=3000 LOG_FORMAT=json
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages/shared/package.json ./packages/shared/package.json
COPY --from=build --chown=node:node /app/apps/server/package.json ./apps/server/package.json
COPY --from=build --chown=node:node /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build --chown=node:node /app/apps/server/assets ./apps/server/assets
COPY --from=build --chown=node:node /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "--max-semi-space-size=16", "apps/server/dist/main.js"]
