#!/usr/bin/env bash
# Makes the development cluster's Secrets, with random values, unless they exist already (PostgreSQL and MinIO
# keep the first ones they were started with). Nothing secret is ever committed: prod makes its own the same way.
#   deploy/k8s/overlays/dev/make-secrets.sh [namespace]
set -euo pipefail
ns="${1:-remuda-dev}"
random() { od -An -N24 -tx1 /dev/urandom | tr -d ' \n'; }

kubectl get namespace "$ns" >/dev/null 2>&1 || kubectl create namespace "$ns"
secret() {
  local name="$1"; shift
  if kubectl -n "$ns" get secret "$name" >/dev/null 2>&1; then echo "secret/$name exists"; return; fi
  kubectl -n "$ns" create secret generic "$name" "$@"
}

db_password="$(random)"
secret remuda-database --from-literal=password="$db_password" \
  --from-literal=url="postgres://remuda:${db_password}@postgres:5432/remuda"
secret remuda-object-store --from-literal=access-key="remuda-$(random)" --from-literal=secret-key="$(random)"
secret remuda-session --from-literal=jwt-secret="$(random)"
secret remuda-redis --from-literal=url="redis://redis:6379"
