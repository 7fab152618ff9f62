# syntax=docker/dockerfile:1.7
# Sortie in one image (issue 18 §3, decision 414): the API server and the built web app it
# serves. Three stages: dependencies, build (the web bundle, precompressed), and a slim runtime
# that runs as the unprivileged `node` user. See docs/deploy.md.

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. All dependencies (dev included: vite builds the web app).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/flightplan/package.json packages/flightplan/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund

# 2. Build the CLI and the server (compiled JS) and the web app (dist with .br/.gz twins), then
#    drop dev dependencies.
FROM deps AS build
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf apps/web/node_modules/.vite e2e bench

# 3. Runtime: what the server needs and nothing else.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages ./packages
COPY --from=build --chown=node:node /app/apps/server ./apps/server
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
COPY --from=build --chown=node:node /app/apps/web/package.json ./apps/web/package.json
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
# HTTP, the embedded MQTT broker for docks when MQTT_URL is not set, and RTMP live ingest.
EXPOSE 8080 1883 1935
# No curl in the slim image: Node asks /api/health (database reachable) itself.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The compiled main.js (decision 417) directly: restarts are the container runtime's job
# (restart policy), not supervise.js.
CMD ["node", "apps/server/dist/main.js"]
