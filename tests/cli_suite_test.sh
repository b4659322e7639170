#!/usr/bin/env bash
# The command-line suite's conventions (issue 61): several reference files,
# the -r hint, meteor-metaeval's messages, progress only on a terminal.
# Usage: cli_suite_test.sh BIN_DIR
# SPDX-License-Identifier: LGPL-2.1-or-later
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL $*"; failures=$((failures + 1)); }
m=(-l en -norm -m 'exact stem synonym')

printf 'the cat sat on the mat\na dog barked loudly\n' >"$tmp/hyp"
printf 'the cat sat on a mat\nthe dog barked\n' >"$tmp/refA"
printf 'a cat was sitting on the mat\na dog was barking\n' >"$tmp/refB"
paste -d'\n' "$tmp/refA" "$tmp/refB" >"$tmp/refAB"

# meteor hyp refA refB == meteor hyp refAB -r 2
"$bin/meteor" "$tmp/hyp" "$tmp/refA" "$tmp/refB" "${m[@]}" >"$tmp/several" 2>"$tmp/err" || fail "several reference files: $(cat "$tmp/err")"
"$bin/meteor" "$tmp/hyp" "$tmp/refAB" -r 2 "${m[@]}" >"$tmp/interleaved" 2>&1 || fail "-r 2"
# the header names the reference file; the scores are the same
diff <(grep -v '^Reference:' "$tmp/several") <(grep -v '^Reference:' "$tmp/interleaved") >/dev/null ||
  fail "several reference files differ from -r 2: $(diff "$tmp/several" "$tmp/interleaved" | head -5)"
"$bin/meteor" "$tmp/hyp" "$tmp/refA" "$tmp/refB" "${m[@]}" -r 3 >/dev/null 2>"$tmp/err" && fail "-r 3 with two files accepted"
grep -q 'leave -r out' "$tmp/err" || fail "-r 3 with two files: $(cat "$tmp/err")"
"$bin/meteor" "$tmp/hyp" "$tmp/refA" "$tmp/refB" "${m[@]}" -sgml >/dev/null 2>"$tmp/err" && fail "several files with -sgml accepted"
grep -q 'plaintext only' "$tmp/err" || fail "several files with -sgml: $(cat "$tmp/err")"

# a single file of 2 lines per segment, no -r: the hint
"$bin/meteor" "$tmp/hyp" "$tmp/refAB" "${m[@]}" >/dev/null 2>"$tmp/err" && fail "refAB without -r accepted"
grep -q '4 lines; the test file .*hyp has 2 (.*2 references per segment? give -r 2, or the reference files separately)' "$tmp/err" ||
  fail "refAB without -r: $(cat "$tmp/err")"

# meteor-metaeval: --list without data is an error alone (nothing on stdout)
"$bin/meteor-metaeval" --root "$tmp/none" --list >"$tmp/out" 2>"$tmp/err" && fail "--list without data: status 0"
[[ -s $tmp/out ]] && fail "--list without data printed: $(cat "$tmp/out")"
grep -q 'download' "$tmp/err" || fail "--list without data: no hint about --download: $(cat "$tmp/err")"
# two files: a system without metric scores names -exclude
printf 'A 1\nB 2\nrefA 3\n' >"$tmp/gold"
printf 'A 1\nB 3\n' >"$tmp/metric"
"$bin/meteor-metaeval" "$tmp/gold" "$tmp/metric" >/dev/null 2>"$tmp/err" && fail "missing system accepted"
grep -q 'leave it out with -exclude refA' "$tmp/err" || fail "missing system: $(cat "$tmp/err")"
"$bin/meteor-metaeval" "$tmp/gold" "$tmp/metric" --exclude refA >/dev/null 2>"$tmp/err" || fail "--exclude: $(cat "$tmp/err")"
"$bin/meteor-metaeval" --help | grep -q '^-avg' && fail "--help spells -avg"

# progress: on a terminal only (script gives the command one), never in
# a file or pipe, nor with -q
for i in $(seq 1 300); do echo "the cat sat on the mat $i"; done >"$tmp/big.hyp"
for i in $(seq 1 300); do echo "a cat sat on the mat $i"; done >"$tmp/big.ref"
if command -v script >/dev/null; then
  script -qec "$bin/meteor $tmp/big.hyp $tmp/big.ref -l en -m exact >/dev/null" /dev/null >"$tmp/tty" 2>&1
  grep -q 'segments' "$tmp/tty" || fail "no progress on a terminal: $(head -c 300 "$tmp/tty")"
  script -qec "$bin/meteor $tmp/big.hyp $tmp/big.ref -l en -m exact -q >/dev/null 2>/dev/null" /dev/null >"$tmp/tty" 2>&1
  [[ -s $tmp/tty ]] && fail "progress with -q: $(head -c 300 "$tmp/tty")"
fi
"$bin/meteor" "$tmp/big.hyp" "$tmp/big.ref" -l en -m exact >/dev/null 2>"$tmp/err"
[[ -s $tmp/err ]] && fail "progress in a file: $(head -c 300 "$tmp/err")"
# meteor-mbr: the inputs done, on a terminal while the choices go to a file.
for i in $(seq 0 199); do printf '%s ||| the cat sat %s ||| f ||| 1\n%s ||| a cat sat %s ||| f ||| 1\n' $i $i $i $i; done >"$tmp/big.nbest"
if command -v script >/dev/null; then
  script -qec "$bin/meteor-mbr $tmp/big.nbest -l en -m exact >$tmp/mbr.out" /dev/null >"$tmp/tty" 2>&1
  grep -q '200 inputs' "$tmp/tty" || fail "meteor-mbr: no progress on a terminal: $(head -c 300 "$tmp/tty")"
  [[ $(wc -l <"$tmp/mbr.out") == 200 ]] || fail "meteor-mbr: $(wc -l <"$tmp/mbr.out") choices under a terminal"
fi
"$bin/meteor-mbr" "$tmp/big.nbest" -l en -m exact >/dev/null 2>"$tmp/err"
[[ -s $tmp/err ]] && fail "meteor-mbr: progress in a file: $(head -c 300 "$tmp/err")"

if [[ $failures -gt 0 ]]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "command-line suite tests passed"
