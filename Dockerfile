# syntax=docker/dockerfile:1
# The product as one image: the compiled server (packages/server/dist/main.js), its migrations,
# the built web app, and only the server's runtime dependencies. Build from the repository root:
#   docker build -t flowers .
# An LTS Node in its support window (24 until April 2028; Node 20's ended in April 2026). The
# code also runs on Node 20.19+, the oldest `engines` allows: @types/node stays at 20, so
# nothing newer than both is used.
ARG NODE_IMAGE=node:24-bookworm-slim

# npm ci needs every workspace's package.json to match the lock file, nothing else.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY cluster/package.json cluster/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts scripts
COPY packages packages
RUN npm run build

FROM manifests AS runtime-deps
RUN npm ci --omit=dev --workspace @flowers/server --no-audit --no-fund

FROM ${NODE_IMAGE}
# glibc gives each thread that contends for malloc an arena of its own, and photo decoding
# (libvips in the photo pool's threads) leaves tens of MB behind in any arena but the main
# one: one arena measured 25-30 MB lower at the peak of an upload than two (bench/).
# A fixed mmap threshold stops glibc raising it once the first photo's buffers are freed,
# after which it kept later photos' buffers in the arena: the upload peak up to 10 MB lower.
# V8's young generation grows to 48 MB by default; 2 MB semi-spaces keep the idle server
# about 25 MB smaller, at the price of more (short) scavenges.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=1 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    NODE_OPTIONS=--max-semi-space-size=2
WORKDIR /app
COPY --from=runtime-deps /app ./
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/server/drizzle packages/server/drizzle
COPY --from=build /app/packages/web/dist packages/web/dist
# The official image's unprivileged user; DATA_DIR holds demo secrets (and PGlite or media
# when no DATABASE_URL or S3 is set), so it must be writable by it.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready means the node answers: it serves what it holds while the database, Redis or storage
# is away and says which in `degraded` (docs/operations.md "Health"). Node's own fetch, since
# the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches node directly (exec form): in-flight requests finish before it exits.
CMD ["node", "--enable-source-maps", "packages/server/dist/main.js"]
