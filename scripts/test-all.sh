#!/usr/bin/env bash
# The one test command (`pnpm test`): every suite of the workspace, built once and reused.
# With DATABASE_URL set, the server and end-to-end suites also run on that PostgreSQL.
# Every step runs even when an earlier one failed, so one run reports everything.
#
#   pnpm test                      every step
#   pnpm test --database-suites    only the suites that depend on the database (server and
#                                  end-to-end), reusing the build of an earlier full run: how CI
#                                  runs them a second time on the embedded PGlite alone
#   pnpm test --postgres-only      every step, the database suites on DATABASE_URL's PostgreSQL
#                                  only: how CI runs its first pass, so that the PGlite suites run
#                                  once, in the second
set -uo pipefail
cd "$(dirname "$0")/.."

database_only=false
database_args=()
for option in "$@"; do
  case "${option}" in
    --database-suites) database_only=true ;;
    --postgres-only)
      if [ -z "${DATABASE_URL:-}" ]; then
        echo "--postgres-only needs DATABASE_URL" >&2
        exit 2
      fi
      database_args=(--project postgres)
      ;;
    *)
      echo "unknown option: ${option} (--database-suites, --postgres-only)" >&2
      exit 2
      ;;
  esac
done

passed=0
failed=0
failures=()

step() {
  local name="$1"
  shift
  echo
  echo "==> ${name}"
  local started=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "<== ${name}: ok ($((SECONDS - started)) s)"
  else
    failed=$((failed + 1))
    failures+=("${name}")
    echo "<== ${name}: FAILED ($((SECONDS - started)) s)"
  fi
}

# Runs its commands side by side (each is mostly one thread: two cores do two at once), then
# prints each one's output whole, in order; fails when any of them failed.
together() {
  local dir
  dir=$(mktemp -d)
  local pids=()
  local index=0
  for command in "$@"; do
    bash -c "${command}" >"${dir}/${index}.log" 2>&1 &
    pids+=($!)
    index=$((index + 1))
  done
  local status=0
  index=0
  for command in "$@"; do
    if ! wait "${pids[${index}]}"; then status=1; fi
    echo "--- ${command}"
    cat "${dir}/${index}.log"
    index=$((index + 1))
  done
  rm -rf "${dir}"
  return "${status}"
}

bash scripts/ensure-chromium.sh || exit 1

if [ "${database_only}" = false ]; then
  step "contract is linted and bundled, api types are current" pnpm check:api
  step "lint and typecheck, side by side" together "pnpm lint" "pnpm typecheck"
  step "unit tests (money, zatca, api, ui, dashboard, quote page)" pnpm -r --filter @taseer/money --filter @taseer/zatca --filter @taseer/api --filter @taseer/ui --filter @taseer/dashboard --filter @taseer/quote-page --if-present test
fi
step "server tests" pnpm --filter @taseer/server test "${database_args[@]}"
if [ "${database_only}" = false ]; then
  step "build (apps and storybook)" bash -c "pnpm build && pnpm build-storybook"
  step "storybook: interactions, accessibility, visual regression" pnpm test:storybook --no-build
fi
step "end-to-end journeys in Chromium" pnpm test:e2e "${database_args[@]}"

echo
if [ "${failed}" -gt 0 ]; then
  printf 'failed step: %s\n' "${failures[@]}"
fi
echo "steps: ${passed} passed, ${failed} failed"
[ "${failed}" -eq 0 ]
