# One small static image per front end: APP is the shell or a remote's workspace (mfe-public, mfe-horses, ...).
# Build from the repository root, once per app:
#   docker build -f deploy/web.Dockerfile --build-arg APP=mfe-horses -t remuda-mfe-horses:0.1.0 .
# nginx serves the built files under the path the Ingress routes to the app (deploy/web/site.mjs), with the
# platform's cache headers, as a non-root user with a read-only root file system (only /tmp is written).

# Every package.json and the lock file, nothing else, so the install below is only rerun when dependencies change.
FROM node:20-bookworm-slim AS packages
WORKDIR /app
COPY . .
RUN find . ! -type d ! -name package.json ! -name package-lock.json ! -name .npmrc -delete

FROM node:20-bookworm-slim AS build
ARG APP=shell
WORKDIR /app
COPY --from=packages /app ./
# A front end's build needs no native module of its own (the back ends' database driver is not built here).
# `npm install` keeps to package-lock.json, which `npm ci` refuses (see deploy/Dockerfile).
RUN npm install --no-audit --no-fund --ignore-scripts
COPY . .
RUN node scripts/build.mjs "$APP" && node deploy/web/site.mjs "$APP" /site

FROM nginxinc/nginx-unprivileged:1.27-alpine
# The entrypoint fills in the templates (the shell's security headers) into /tmp when the container starts.
# REMUDA_REMOTE_ORIGINS: other origins the shell may load remotes from (space-separated), none by default.
ENV NGINX_ENVSUBST_OUTPUT_DIR=/tmp REMUDA_REMOTE_ORIGINS=""
COPY --from=build /site/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /site/templates /etc/nginx/templates
COPY --from=build /site/html /usr/share/nginx/html
# The image's nginx user, by number, so Kubernetes can check runAsNonRoot.
USER 101
EXPOSE 8080
CMD ["nginx", "-g", "daemon off;"]
