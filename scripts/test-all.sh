#!/usr/bin/env bash
# The one test command (`pnpm test`): every suite of the workspace, built once and reused.
# With DATABASE_URL set, the server and end-to-end suites also run on that PostgreSQL.
# Every step runs even when an earlier one failed, so one run reports everything.
set -uo pipefail
cd "$(dirname "$0")/.."

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

bash scripts/ensure-chromium.sh || exit 1

step "contract is linted and bundled, api types are current" pnpm check:api
step "lint" pnpm lint
step "typecheck" pnpm typecheck
step "unit tests (api, ui, dashboard)" pnpm -r --filter @taseer/api --filter @taseer/ui --filter @taseer/dashboard --if-present test
step "server tests" pnpm --filter @taseer/server test
step "build (apps and storybook)" bash -c "pnpm build && pnpm build-storybook"
step "storybook: interactions, accessibility, visual regression" pnpm test:storybook --no-build
step "end-to-end journeys in Chromium" pnpm test:e2e

echo
if [ "${failed}" -gt 0 ]; then
  printf 'failed step: %s\n' "${failures[@]}"
fi
echo "steps: ${passed} passed, ${failed} failed"
[ "${failed}" -eq 0 ]
