#!/usr/bin/env bash
# Creates a migration for both databases after a change to the content model:
#   bash scripts/create-migrations.sh <name>
# Each is diffed against the snapshot of the previous migration; the PostgreSQL run needs a
# reachable server ($MIGRATIONS_DATABASE_URL, default: the local one, database folio_migrations).
set -euo pipefail
export PAYLOAD_CONFIG_PATH=src/content/payload.config.ts
name=${1:?usage: create-migrations.sh <name>}
scratch=$(mktemp -d)
pg_url=${MIGRATIONS_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/folio_migrations}

# The generator imports types as values; with verbatimModuleSyntax they must be type imports.
fix_imports() {
  sed -i -E "s/^import \{ MigrateUpArgs, MigrateDownArgs, sql \} from '(@payloadcms\/db-[a-z]+)'/import { sql, type MigrateDownArgs, type MigrateUpArgs } from '\1'/" src/migrations/*/*.ts
}

FOLIO_DATA_DIR=$scratch npx payload migrate:create "$name"
fix_imports
FOLIO_DATA_DIR=$scratch DATABASE_URL=$pg_url npx payload migrate:create "$name"
fix_imports
rm -rf "$scratch"
