# Build context: the repository root (see docker/compose.yaml).
FROM node:20-bookworm-slim AS build
WORKDIR /repo
RUN npm install -g pnpm@10.34.8
COPY . .
# The SSR bundle (dist/.ssr/) is the API's (decision 0068): nginx sends /track there and never serves the bundle.
RUN pnpm install --frozen-lockfile && pnpm --filter @meridian/web build && rm -rf apps/web/dist/.ssr

FROM nginx:1.27-alpine
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/apps/web/dist /usr/share/nginx/html
EXPOSE 80
