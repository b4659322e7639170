#!/usr/bin/env bash
# CLI tests of matcher and stats-scorer: error paths and the stdio protocol.
# Usage: tests/cli_matcher_stats_scorer.sh <build>/bin   (METEOR_DATA set)
# SPDX-License-Identifier: LGPL-2.1-or-later
set -u
bin="${1:?usage: cli_matcher_stats_scorer.sh <bin dir>}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

# expect <name> <wanted status: 0|nonzero> <command...>; output in $tmp/out, $tmp/err
expect() {
  local name="$1" want="$2"
  shift 2
  "$@" >"$tmp/out" 2>"$tmp/err" <"${STDIN:-/dev/null}"
  local rc=$?
  if { [[ $want == 0 ]] && [[ $rc != 0 ]]; } || { [[ $want != 0 ]] && [[ $rc == 0 ]]; }; then
    echo "FAIL $name: exit status $rc, wanted $want"; sed 's/^/  stderr: /' "$tmp/err"; failures=$((failures + 1))
    return 1
  fi
  return 0
}
check() {  # check <name> <condition...>
  local name="$1"
  shift
  if ! "$@"; then echo "FAIL $name: $*"; failures=$((failures + 1)); fi
}
one_error_line() { [[ $(wc -l <"$tmp/err") == 1 ]] && [[ ! -s "$tmp/out" ]]; }

printf 'a b\nc d\n' >"$tmp/two"
printf 'a b\n' >"$tmp/one"

# matcher
expect "matcher usage" nonzero "$bin/matcher" && check "matcher usage on stderr" grep -q '^Usage: matcher' "$tmp/err"
for args in "$tmp/two $tmp/one" "$tmp/one $tmp/two"; do
  # shellcheck disable=SC2086
  expect "matcher unequal files ($args)" nonzero "$bin/matcher" $args -m exact &&
    check "matcher unequal files: one line, no output" one_error_line
done
expect "matcher -t" nonzero "$bin/matcher" "$tmp/one" "$tmp/one" -t maxcoverage && check "matcher -t" one_error_line
expect "matcher no stemmer" nonzero "$bin/matcher" "$tmp/one" "$tmp/one" -l cz -m 'exact stem' &&
  check "matcher no stemmer" one_error_line
expect "matcher no modules" nonzero "$bin/matcher" "$tmp/one" "$tmp/one" -m '' && check "matcher no modules" one_error_line
expect "matcher missing -a" nonzero "$bin/matcher" "$tmp/one" "$tmp/one" -m 'exact paraphrase' -a "$tmp/none.gz"
expect "matcher unknown option" nonzero "$bin/matcher" "$tmp/one" "$tmp/one" -norm

printf 'a b ||| a c\nno separator\nx ||| y ||| z\n' >"$tmp/pairs"
STDIN="$tmp/pairs" expect "matcher -stdio" 0 "$bin/matcher" - - -stdio -m exact && {
  check "matcher -stdio: format error on stderr" grep -qx 'Format error, use: sentence 1 ||| sentence 2' "$tmp/err"
  check "matcher -stdio: two alignments" test "$(grep -c '^Alignment$' "$tmp/out")" = 2
  check "matcher -stdio: split at the first separator" grep -qx 'y ||| z' "$tmp/out"
  check "matcher -stdio: match line" grep -qP '^0:1\t\t\t0:1\t\t\t0\t\t1.0$' "$tmp/out"
}

# stats-scorer
line='8.0 8.0 2.0 2.0 5.0 5.0 1.0 1.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 3.0 6.0 6.0'
printf '%s\n%s\n' "$line" "$line" >"$tmp/ok"
STDIN="$tmp/ok" expect "stats-scorer" 0 "$bin/stats-scorer" -l en -final &&
  check "stats-scorer: 2 scores and the aggregate" test "$(grep -cx '0.38213572961786046' "$tmp/out")" = 3
printf '%s\n1 2 3\n%s\n' "$line" "$line" >"$tmp/short"
STDIN="$tmp/short" expect "stats-scorer short line" nonzero "$bin/stats-scorer" &&
  check "stats-scorer short line: one line naming line 2, no output" one_error_line &&
  check "stats-scorer short line: line number" grep -q ':2:' "$tmp/err"
printf '%s\n\n' "$line" >"$tmp/empty-line"
STDIN="$tmp/empty-line" expect "stats-scorer empty line" nonzero "$bin/stats-scorer" &&
  check "stats-scorer empty line" one_error_line
printf '%s\n' "${line/5.0/five}" >"$tmp/word"
STDIN="$tmp/word" expect "stats-scorer not a number" nonzero "$bin/stats-scorer" && check "stats-scorer not a number" one_error_line
expect "stats-scorer -final without input" nonzero "$bin/stats-scorer" -final
expect "stats-scorer no input" 0 "$bin/stats-scorer" && check "stats-scorer no input: no output" test ! -s "$tmp/out"
STDIN="$tmp/ok" expect "stats-scorer -p 3 numbers" nonzero "$bin/stats-scorer" -p '0.5 1 0.5'
STDIN="$tmp/ok" expect "stats-scorer -w 5 weights" nonzero "$bin/stats-scorer" -w '1 1 1 1 1'
# meteor's options (one option language): -m chooses the weights as meteor
# does; -norm, -lower and -noPunct say in one line they do not apply.
STDIN="$tmp/ok" expect "stats-scorer -w" 0 "$bin/stats-scorer" -l en -w '1.0 0.6 0.8' && cp "$tmp/out" "$tmp/by-w"
STDIN="$tmp/ok" expect "stats-scorer -m" 0 "$bin/stats-scorer" -l en -norm -m 'exact stem synonym' &&
  check "stats-scorer -m: the weights of -w '1.0 0.6 0.8'" cmp -s "$tmp/out" "$tmp/by-w" &&
  check "stats-scorer -norm: one note" grep -qx 'stats-scorer: note: -norm does not apply: .*' "$tmp/err"
STDIN="$tmp/ok" expect "stats-scorer -m unknown module" nonzero "$bin/stats-scorer" -m 'exact stemm'
STDIN="$tmp/ok" expect "stats-scorer file argument" nonzero "$bin/stats-scorer" "$tmp/ok"

if [[ $failures -gt 0 ]]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "matcher and stats-scorer CLI tests passed"
