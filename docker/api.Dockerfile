# Build context: the repository root (see docker/compose.yaml).
FROM node:20-bookworm-slim AS build
WORKDIR /repo
RUN npm install -g pnpm@10.34.8
COPY . .
# `deploy --prod` installs runtime dependencies only: the embedded dev/test database engine, mingo and
# mongodb-memory-server are devDependencies and stay out of the image (docs/decisions/0010).
RUN pnpm install --frozen-lockfile \
  && pnpm --filter @meridian/web build \
  && pnpm --filter @meridian/api build \
  && pnpm --filter @meridian/api deploy --prod --legacy /out \
  && rm -rf /out/dist && cp -r apps/api/dist /out/dist \
  && rm -rf /out/web && cp -r apps/web/dist /out/web

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000 WEB_DIST_DIR=/app/web
WORKDIR /app
COPY --from=build /out /app
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/server.js"]
