#!/usr/bin/env bash
# CLI tests of trainer: bad input (one line on stderr naming the file and
# line, non-zero status), thread independence, and the rank task on the
# conformance suite's rank data against Meteor 1.5's Trainer run without its
# -multi default (tests/data/trainer/rank-de-e0.01.expected).
# Usage: tests/trainer_cli_test.sh <source dir> <build>/bin [conformance dir]   (METEOR_DATA set)
# SPDX-License-Identifier: LGPL-2.1-or-later
set -u
src="${1:?usage: trainer_cli_test.sh <source dir> <bin dir> [conformance dir]}"
bin="${2:?usage: trainer_cli_test.sh <source dir> <bin dir> [conformance dir]}"
conf="${3:-}"
tmp="$(mktemp -d)"
export XDG_DATA_HOME="$tmp/xdg"  # no paraphrase table a user installed
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL $*"; failures=$((failures + 1)); }

# expect_error <name> <text the one stderr line must contain> <trainer args...>
expect_error() {
  local name="$1" text="$2"
  shift 2
  if "$bin/trainer" "$@" >"$tmp/out" 2>"$tmp/err"; then
    fail "$name: exit status 0"
    return
  fi
  [[ $(wc -l <"$tmp/err") == 1 ]] || fail "$name: not one line on stderr: $(cat "$tmp/err")"
  grep -qF -- "$text" "$tmp/err" || fail "$name: stderr lacks '$text': $(cat "$tmp/err")"
  [[ -s "$tmp/out" ]] && fail "$name: output on stdout"
}

grid=(-i '0.5 1 0 0.5 1' -f '0.9 2 0.5 0.5 1' -s '0.4 1 0.5 1 1 1 1 1')
opts=(-l other -noNorm)  # exact matching only, no paraphrase table needed

tst() {  # tst <sys> <doc> <seg texts...>
  local sys="$1" doc="$2" i=1
  shift 2
  echo "<tstset setid=\"t\" srclang=\"xx\" trglang=\"yy\"><doc sysid=\"$sys\" docid=\"$doc\">"
  for s in "$@"; do echo "<seg id=\"$i\"> $s </seg>"; i=$((i + 1)); done
  echo "</doc></tstset>"
}
ref() { tst ref "$@" | sed 's/tstset/refset/g'; }

# A small segcor folder: two systems, three segments each.
mkdir "$tmp/seg"
for s in A B; do
  ref d "a b c d" "e f g" "h i j k l" >"$tmp/seg/$s.ref"
  printf 'd 1 1\nd 2 0.5\nd 3 0\n' >"$tmp/seg/$s.ter"
done
tst A d "a b c d" "e g f" "h x" >"$tmp/seg/A.tst"
tst B d "a c" "e f g" "l k j i h" >"$tmp/seg/B.tst"

"$bin/trainer" >"$tmp/out" 2>"$tmp/err"
[[ $? == 2 && ! -s "$tmp/out" ]] && grep -q '^Usage: trainer <task> <dataDir>' "$tmp/err" || fail "usage text (stderr, exit 2)"
"$bin/trainer" segcor "$tmp/seg" "${opts[@]}" "${grid[@]}" -threads 1 >"$tmp/t1" 2>"$tmp/err" || fail "segcor: $(cat "$tmp/err")"
[[ $(wc -l <"$tmp/t1") == 8 ]] || fail "segcor: 8 points expected, got $(wc -l <"$tmp/t1")"
"$bin/trainer" segcor "$tmp/seg" "${opts[@]}" "${grid[@]}" -threads 2 | cmp -s - "$tmp/t1" || fail "segcor: -threads 2 differs"
"$bin/trainer" segcor "$tmp/seg" "${opts[@]}" "${grid[@]}" -threads 0 | cmp -s - "$tmp/t1" ||
  fail "segcor: -threads 0 (every CPU this process may use) differs"
# Without -a and without the language's table, trainer stops as Meteor 1.5's
# does (English: exact stem synonym paraphrase), in one line saying how to
# install the table or leave the module out; with -m it goes on.
if [[ -n "${METEOR_DATA:-}" && -d "$METEOR_DATA" ]]; then
  mkdir "$tmp/nopara"
  for f in "$METEOR_DATA"/*; do
    case "$(basename "$f")" in paraphrase) ;; *) ln -s "$f" "$tmp/nopara/" ;; esac
  done
  METEOR_DATA="$tmp/nopara" expect_error "no paraphrase table" "meteor-data fetch en" segcor "$tmp/seg" -l en -noNorm "${grid[@]}"
  METEOR_DATA="$tmp/nopara" "$bin/trainer" segcor "$tmp/seg" -l en -noNorm -m 'exact stem synonym' "${grid[@]}" \
    >"$tmp/np.out" 2>"$tmp/np.err" || fail "no paraphrase table, -m 'exact stem synonym': $(cat "$tmp/np.err")"
  [[ -s "$tmp/np.out" ]] || fail "no paraphrase table, -m 'exact stem synonym': no grid printed"
fi
"$bin/trainer" spearman "$tmp/seg" "${opts[@]}" "${grid[@]}" -threads 1 >"$tmp/s1" 2>/dev/null &&
  "$bin/trainer" spearman "$tmp/seg" "${opts[@]}" "${grid[@]}" -threads 2 | cmp -s - "$tmp/s1" || fail "spearman: threads"

expect_error "unknown task" "unknown task 'segcorr'" segcorr "$tmp/seg" "${opts[@]}"
expect_error "unknown option" "-x" segcor "$tmp/seg" -x
expect_error "bad -i" "-i: 'x' is not a number" segcor "$tmp/seg" "${opts[@]}" -i '0.5 x'
expect_error "too many -f values" "-f: more than 8 values" segcor "$tmp/seg" "${opts[@]}" -f '1 1 1 1 1 1 1 1 1'
expect_error "zero step" "p2 never reaches its final value" segcor "$tmp/seg" "${opts[@]}" -s '0.1 0'
expect_error "bad -e" "-e: 'e' is not a number" rank "$tmp/seg" "${opts[@]}" -e e
expect_error "no folder" "$tmp/none: cannot read the folder" segcor "$tmp/none" "${opts[@]}"
mkdir "$tmp/empty"
expect_error "empty folder (segcor)" "no .ter file" segcor "$tmp/empty" "${opts[@]}"
expect_error "empty folder (rank)" "no system file" rank "$tmp/empty" "${opts[@]}"

cp -r "$tmp/seg" "$tmp/bad1"
printf 'd 1 1\nd 2\n' >"$tmp/bad1/B.ter"
expect_error "malformed .ter line" "B.ter:2: expected '<document> <segment> <score>'" segcor "$tmp/bad1" "${opts[@]}"
cp -r "$tmp/seg" "$tmp/bad2"
printf 'd 1 1\nd 2 x\n' >"$tmp/bad2/B.ter"
expect_error "bad .ter score" "B.ter:2: score 'x' is not a number" segcor "$tmp/bad2" "${opts[@]}"
# Every non-finite spelling Double.parseDouble takes: one line naming the file and line.
for bad in NaN Infinity -Infinity 1e400; do
  printf 'd 1 1\nd 2 %s\nd 3 0\n' "$bad" >"$tmp/bad2/B.ter"
  expect_error "non-finite .ter score $bad" "B.ter:2: score '$bad' is not a finite number" segcor "$tmp/bad2" "${opts[@]}"
done
# A segment scored twice: the later score counts (Meteor 1.5's map), with a warning naming the line.
mkdir -p "$tmp/dup" && cp "$tmp/seg/"* "$tmp/dup/"
printf 'd 1 0\nd 2 0.5\nd 3 0\nd 1 1\n' >"$tmp/dup/A.ter"
"$bin/trainer" segcor "$tmp/dup" "${opts[@]}" "${grid[@]}" -threads 1 >"$tmp/dup.out" 2>"$tmp/dup.err" || fail "duplicated .ter line: exit status"
cmp -s "$tmp/dup.out" "$tmp/t1" || fail "duplicated .ter line: the later score does not count"
grep -q "A.ter:4: document 'd' segment '1' scored again; the later score counts" "$tmp/dup.err" ||
  fail "duplicated .ter line: no warning: $(cat "$tmp/dup.err")"
cp -r "$tmp/seg" "$tmp/bad3"
rm "$tmp/bad3/A.ref"
expect_error "missing .ref" "A.ref: missing" segcor "$tmp/bad3" "${opts[@]}"
cp -r "$tmp/seg" "$tmp/bad4"
printf 'd 1 1\nd 3 0\n' >"$tmp/bad4/A.ter"
expect_error "segment without a score" "A.ter: no score for document 'd' segment '2'" segcor "$tmp/bad4" "${opts[@]}"

# A small rank folder.
mkdir "$tmp/rank"
ref d "a b c d" "e f g" >"$tmp/rank/xx-yy.ref.sgm"
tst A d "a b c d" "e g" >"$tmp/rank/xx-yy.A.sgm"
tst B d "a c" "e f g" >"$tmp/rank/xx-yy.B.sgm"
printf '1\txx-yy\tA\txx-yy\tB\n2\txx-yy\tB\txx-yy\tA\n2\txx-yy\tC\txx-yy\tA\n' >"$tmp/rank/xx-yy.rank"
"$bin/trainer" rank "$tmp/rank" "${opts[@]}" "${grid[@]}" >"$tmp/out" 2>"$tmp/err" || fail "rank: $(cat "$tmp/err")"
grep -q "xx-yy.rank: 1 judgment(s) name a system with no file" "$tmp/err" || fail "rank: no warning for system C"
# A and B each win one of the two judgments they are in (no penalty at
# gamma 0 or 0.5: segment 1 A is perfect, segment 2 B is): 1.0 everywhere.
[[ $(cut -d' ' -f1 "$tmp/out" | sort -u) == "1.0" ]] || fail "rank: consistency $(cut -d' ' -f1 "$tmp/out" | sort -u | tr '\n' ' ')"
cp -r "$tmp/rank" "$tmp/bad5"
printf '1\txx-yy\tA\txx-yy\tB\n3\txx-yy\tA\txx-yy\tB\n' >"$tmp/bad5/xx-yy.rank"
expect_error "rank: unknown segment" "xx-yy.rank:2: system 'A' (xx-yy) has no segment '3'" rank "$tmp/bad5" "${opts[@]}"
printf '1\tzz-yy\tA\txx-yy\tB\n' >"$tmp/bad5/xx-yy.rank"
expect_error "rank: unknown language pair" "xx-yy.rank:1: no system file for language pair 'zz-yy'" rank "$tmp/bad5" "${opts[@]}"
printf '1\txx-yy\tA\n' >"$tmp/bad5/xx-yy.rank"
expect_error "rank: malformed line" "xx-yy.rank:1: expected" rank "$tmp/bad5" "${opts[@]}"
rm "$tmp/bad5/xx-yy.rank"
expect_error "rank: no .rank file" "no .rank file" rank "$tmp/bad5" "${opts[@]}"

# The conformance suite's rank data, against Meteor 1.5's Trainer with its
# -multi default switched off (the README's rank task).
if [[ -n "$conf" && -d "$conf/trainer/rank" ]]; then
  "$bin/trainer" rank "$conf/trainer/rank" -l de -a "$conf/para/de-visible.gz" -e 0.01 \
    -i '0.6 0.3 0.3 0.5 1.0 0.4 0.5 0.4' -f '0.9 1.5 0.6 0.8 1.0 0.8 0.8 0.8' -s '0.3 0.6 0.3 0.3 1.0 0.4 0.3 0.4' \
    >"$tmp/out" 2>"$tmp/err" || fail "rank (conformance data): $(cat "$tmp/err")"
  cmp -s "$tmp/out" "$src/tests/data/trainer/rank-de-e0.01.expected" || fail "rank (conformance data) differs from Meteor's"
else
  echo "conformance rank data not found: skipping that check"
fi

if [[ $failures -gt 0 ]]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "trainer CLI: all passed"
