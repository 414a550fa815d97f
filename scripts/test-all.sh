#!/usr/bin/env bash
# The one test command (`pnpm test`): every suite of the workspace, built once and reused.
# With DATABASE_URL set, the server and end-to-end suites also run on that PostgreSQL.
# Every step runs even when an earlier one failed, so one run reports everything.
#
#   pnpm test                       every step
#   pnpm test --postgres-journeys   every step, the end-to-end journeys on DATABASE_URL's
#                                   PostgreSQL only (the server suites still run on both
#                                   databases, in one run): how CI runs its first pass
#   pnpm test --journeys-only       only the end-to-end journeys, reusing the build of an earlier
#                                   run: how CI runs the PGlite journeys, without DATABASE_URL
set -uo pipefail
cd "$(dirname "$0")/.."

journeys_only=false
journey_args=()
for option in "$@"; do
  case "${option}" in
    --journeys-only) journeys_only=true ;;
    --postgres-journeys)
      if [ -z "${DATABASE_URL:-}" ]; then
        echo "--postgres-journeys needs DATABASE_URL" >&2
        exit 2
      fi
      journey_args=(--project postgres)
      ;;
    *)
      echo "unknown option: ${option} (--postgres-journeys, --journeys-only)" >&2
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

if [ "${journeys_only}" = false ]; then
  step "contract is linted and bundled, api types are current" pnpm check:api
  step "lint and typecheck, side by side" together "pnpm lint" "pnpm typecheck"
  step "unit tests (money, zatca, api, ui, dashboard, quote page)" pnpm -r --filter @taseer/money --filter @taseer/zatca --filter @taseer/api --filter @taseer/ui --filter @taseer/dashboard --filter @taseer/quote-page --if-present test
  # Both databases' server suites in one run share its two workers: 579 s against 280 + 441 s
  # one after the other (docs/operations.md, "How long the tests take").
  step "server tests" pnpm --filter @taseer/server test
  step "build (apps and storybook)" bash -c "pnpm build && pnpm build-storybook"
  step "storybook: interactions, accessibility, visual regression" pnpm test:storybook --no-build
fi
step "end-to-end journeys in Chromium" pnpm test:e2e "${journey_args[@]}"

echo
if [ "${failed}" -gt 0 ]; then
  printf 'failed step: %s\n' "${failures[@]}"
fi
echo "steps: ${passed} passed, ${failed} failed"
[ "${failed}" -eq 0 ]
