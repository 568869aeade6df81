// What a front end's static image serves (deploy/web.Dockerfile runs this after building the app): its built
// files under the path the Ingress sends to it, `/` for the shell and /mfe/<name>/ for a remote, and an nginx
// configuration with the platform's cache rules (the same as the gateway's): content-hashed files are kept for a
// year, everything else (index.html, remoteEntry.js, mf-manifest.json, main.js) is checked on every load. The
// shell's pages carry the gateway's security headers.
//   node deploy/web/site.mjs <shell | a remote's workspace> <folder>
//   writes <folder>/html, <folder>/nginx.conf and <folder>/templates (filled in when the container starts)
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../../services/contracts/src/domains.js';
import { remotePath } from '../k8s/generate.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The files webpack names by their content (`[name].[contenthash:10].js`, assets, and their source maps). */
const HASHED = '"\\.[0-9a-f]{8,}\\.[a-z0-9.]+$"';
const IMMUTABLE = 'add_header Cache-Control "public, max-age=31536000, immutable";';
const REVALIDATE = 'add_header Cache-Control "no-cache" always;';
// Another origin may load a remote's files (the shell's page, or a test).
const CORS = 'add_header Access-Control-Allow-Origin "*" always;';
const NOSNIFF = 'add_header X-Content-Type-Options "nosniff" always;';

/**
 * The headers of the gateway's securityHeaders (gateway/src/http/security-headers.middleware.ts), for the shell's
 * pages. The image's entrypoint fills in REMUDA_REMOTE_ORIGINS when the container starts (nginx's envsubst
 * templates): the other origins remotes are served from, none while every remote is under /mfe/ on the same host.
 * The deploy check compares what nginx sends with what the gateway sends.
 */
export const SECURITY_HEADERS_TEMPLATE = `add_header Content-Security-Policy "default-src 'self'; script-src 'self' \${REMUDA_REMOTE_ORIGINS}; connect-src 'self' \${REMUDA_REMOTE_ORIGINS}; style-src 'self' 'unsafe-inline' \${REMUDA_REMOTE_ORIGINS}; img-src 'self' data: blob: \${REMUDA_REMOTE_ORIGINS}; font-src 'self' data: \${REMUDA_REMOTE_ORIGINS}; media-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header X-Frame-Options "DENY" always;
add_header Cross-Origin-Opener-Policy "same-origin" always;
`;
/**
 * The policy the staff app's service worker (/sw.js) runs under, the gateway's SERVICE_WORKER_POLICY
 * (gateway/src/web/static-web.ts): it fetches only what a page asked for and the page's policy allowed, from
 * whichever origin the remote registry names at the time.
 */
export const SERVICE_WORKER_POLICY = "default-src 'none'; script-src 'self'; connect-src *";

/** Where the entrypoint writes the filled-in template: /tmp is the container's one writable folder. */
export const SECURITY_HEADERS = '/tmp/security-headers.conf';

/** The path an app is served under: `/` for the shell, its registry path for a remote. */
export function servedAt(app) {
  if (app === 'shell') return '/';
  const remote = REMOTES.find((r) => r.workspace === app);
  if (!remote) throw new Error(`${app} is neither the shell nor a remote of services/contracts/src/domains.js`);
  return remotePath(remote.name);
}

function locations(app) {
  const prefix = servedAt(app);
  if (app === 'shell') {
    // Any page path answers index.html: the shell's router takes it from there.
    return `
    location / {
      ${REVALIDATE}
      include ${SECURITY_HEADERS};
      try_files $uri /index.html;
    }
    location ~ ${HASHED} {
      ${IMMUTABLE}
      include ${SECURITY_HEADERS};
      try_files $uri =404;
    }
    # The staff app's service worker: checked on every load, so a new build takes over, under its own policy.
    location = /sw.js {
      ${REVALIDATE}
      ${NOSNIFF}
      add_header Content-Security-Policy "${SERVICE_WORKER_POLICY}" always;
      try_files $uri =404;
    }
    # The web app manifest, by its registered type (not every mime.types names it).
    location = /manifest.webmanifest {
      types { }
      default_type application/manifest+json;
      ${REVALIDATE}
      include ${SECURITY_HEADERS};
      try_files $uri =404;
    }`;
  }
  return `
    location ${prefix} {
      ${REVALIDATE}
      ${CORS}
      ${NOSNIFF}
      location ~ ${HASHED} {
        ${IMMUTABLE}
        ${CORS}
        ${NOSNIFF}
      }
    }
    location / {
      return 404;
    }`;
}

/** A whole nginx.conf: the unprivileged image runs it as a non-root user with only /tmp writable. */
export function nginxConf(app) {
  return `# Made by deploy/web/site.mjs for ${app}.
worker_processes 1;
pid /tmp/nginx.pid;
error_log stderr warn;
events {
  worker_connections 1024;
}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  server_tokens off;
  sendfile on;
  gzip on;
  gzip_types text/javascript application/javascript application/json image/svg+xml text/css;
  client_body_temp_path /tmp/client_temp;
  proxy_temp_path /tmp/proxy_temp;
  fastcgi_temp_path /tmp/fastcgi_temp;
  uwsgi_temp_path /tmp/uwsgi_temp;
  scgi_temp_path /tmp/scgi_temp;
  server {
    listen 8080;
    root /usr/share/nginx/html;
    # Dot files (the build stamp) are never served.
    location ~ /\\. {
      return 404;
    }
    location = /health {
      default_type text/plain;
      return 200 "ok";
    }${locations(app)}
  }
}
`;
}

/**
 * Writes <folder>/html (the app's dist/ under the path it is served at), <folder>/nginx.conf, and
 * <folder>/templates (the shell's security headers, for the entrypoint to fill in; empty for a remote).
 */
export function writeSite(app, folder) {
  const dist = path.join(ROOT, app, 'dist');
  if (!existsSync(dist)) throw new Error(`${app} is not built: run node scripts/build.mjs ${app}`);
  const html = path.join(folder, 'html');
  const templates = path.join(folder, 'templates');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(html, { recursive: true });
  mkdirSync(templates);
  cpSync(dist, path.join(html, servedAt(app)), { recursive: true, filter: (file) => !path.basename(file).startsWith('.') });
  writeFileSync(path.join(folder, 'nginx.conf'), nginxConf(app));
  if (app === 'shell') writeFileSync(path.join(templates, `${path.basename(SECURITY_HEADERS)}.template`), SECURITY_HEADERS_TEMPLATE);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [app, folder] = process.argv.slice(2);
  if (!app || !folder) {
    console.error('usage: node deploy/web/site.mjs <shell | mfe-…> <folder>');
    process.exit(2);
  }
  writeSite(app, path.resolve(folder));
}
