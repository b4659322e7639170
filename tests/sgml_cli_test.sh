#!/bin/sh
# CLI tests of SGML input: meteor -sgml and sgm2txt on small files, and the
# one-line error (file:line: message, exit status 1) for malformed ones.
# Usage: sgml_cli_test.sh BUILD/bin tests/data/sgml
# SPDX-License-Identifier: LGPL-2.1-or-later
set -u
bin=$1
data=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# expect_error EXPECTED_LOCATION COMMAND...: exit status 1 and one line on
# stderr that starts with "<tool>: error: EXPECTED_LOCATION: ".
expect_error() {
  location=$1
  shift
  (cd "$work" && "$@" >"$work/out" 2>"$work/err")
  status=$?
  [ "$status" -eq 1 ] || fail "$* exited with $status, expected 1"
  lines=$(wc -l <"$work/err")
  [ "$lines" -eq 1 ] || fail "$*: $lines lines on stderr, expected 1: $(cat "$work/err")"
  grep -q ": error: $location: " "$work/err" || fail "$*: expected '$location' in: $(cat "$work/err")"
}

ref="$data/ref.sgm"
for tool in meteor sgm2txt; do
  if [ "$tool" = meteor ]; then set -- -sgml -l en -m exact; else set --; fi
  expect_error "$data/no-setid.sgm:1" "$bin/$tool" "$data/no-setid.sgm" "$ref" "$@"
  expect_error "$data/no-docid.sgm:2" "$bin/$tool" "$data/no-docid.sgm" "$ref" "$@"
  expect_error "$data/no-sysid.sgm:2" "$bin/$tool" "$data/no-sysid.sgm" "$ref" "$@"
  expect_error "$data/seg-outside-doc.sgm:2" "$bin/$tool" "$data/seg-outside-doc.sgm" "$ref" "$@"
  expect_error "$data/unterminated.sgm:4" "$bin/$tool" "$data/unterminated.sgm" "$ref" "$@"
  expect_error "$data/missing.sgm" "$bin/$tool" "$data/missing.sgm" "$ref" "$@"
  expect_error "$data/unterminated.sgm:4" "$bin/$tool" "$data/test.sgm" "$data/unterminated.sgm" "$@"
done

# A good pair: score files with -f, and the plaintext files.
(cd "$work" && "$bin/meteor" "$data/test.sgm" "$ref" -sgml -l en -m exact -f out >"$work/stdout" 2>"$work/err") ||
  fail "meteor -sgml on good files: $(cat "$work/err")"
for f in out-seg.scr out-doc.scr out-sys.scr; do [ -s "$work/$f" ] || fail "meteor -sgml wrote no $f"; done
grep -q '^\[set1\]\[sysA\] $' "$work/stdout" || fail "meteor -sgml printed no [set1][sysA] summary"
[ "$(cut -f1-4 "$work/out-seg.scr" | tr '\t' ' ')" = "set1 sysA d1 1
set1 sysA d1 2" ] || fail "unexpected out-seg.scr: $(cat "$work/out-seg.scr")"
(cd "$work" && "$bin/sgm2txt" "$data/test.sgm" "$ref" >"$work/stdout" 2>"$work/err") || fail "sgm2txt: $(cat "$work/err")"
[ "$(cat "$work/set1.sysA.tst")" = "the cat sat on the mat
a dogbarked" ] || fail "unexpected set1.sysA.tst: $(cat "$work/set1.sysA.tst")"
[ -s "$work/set1.ref1.ref" ] || fail "sgm2txt wrote no set1.ref1.ref"

# Usage.
"$bin/sgm2txt" >/dev/null 2>&1 && fail "sgm2txt without arguments succeeded"
"$bin/sgm2txt" --help | grep -q "Usage: sgm2txt" || fail "sgm2txt --help"

if [ "$failures" -gt 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "all SGML CLI tests passed"
