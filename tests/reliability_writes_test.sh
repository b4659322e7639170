#!/usr/bin/env bash
# Outputs that never lose data (docs/reliability.md, "Outputs"): a failed
# write is one line naming the file and a non-zero exit, the old output is
# left byte for byte as it was with no temporary file beside it, a set of
# outputs that belong together is replaced whole or not at all, and an
# output that is one of the inputs is refused. The faults: /dev/full, a
# small tmpfs filled up and a read-only one (mounted in a mount namespace of
# the test's own, `unshare -m`; skipped with a message where that is not
# allowed), and same-inode paths (a hard link, a symbolic link).
#
# Usage: tests/reliability_writes_test.sh <source dir> <build>/bin   (METEOR_DATA set)
# SPDX-License-Identifier: LGPL-2.1-or-later
set -u
src="${1:?usage: reliability_writes_test.sh <source dir> <bin dir>}"
bin="${2:?usage: reliability_writes_test.sh <source dir> <bin dir>}"
src="$(cd "$src" && pwd)"
bin="$(cd "$bin" && pwd)"

# The whole test runs in a mount namespace of its own where one can be had
# (as root, or as root of a new user namespace), so that it may mount tmpfs.
if [[ -z ${METEOR_WRITES_NS:-} ]]; then
  for how in "-m" "-r -m"; do
    # shellcheck disable=SC2086
    if unshare $how true 2>/dev/null; then
      # shellcheck disable=SC2086
      METEOR_WRITES_NS=yes exec unshare $how bash "$0" "$@"
    fi
  done
  METEOR_WRITES_NS=no
fi

tmp="$(mktemp -d)"
small="$tmp/small"
cleanup() {
  mountpoint -q "$small" 2>/dev/null && umount "$small"
  rm -rf "$tmp"
}
trap cleanup EXIT
cd "$tmp" || exit 1
failures=0
count=0

fail() {
  echo "FAIL $1"
  [[ -s $tmp/err ]] && sed 's/^/  stderr: /' "$tmp/err" | head -5
  failures=$((failures + 1))
}

# expect_write_error <case> <text the one stderr line must contain> <tool> <arguments...>
# Exit status 1 and one line "<tool>: error: ...<text>..." on standard error.
expect_write_error() {
  local name="$1" want="$2" tool="$3"
  shift 3
  count=$((count + 1))
  "$bin/$tool" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  local rc=$?
  if [[ $rc != 1 ]]; then
    fail "$name: exit status $rc"
  elif [[ $(grep -c "^$tool: error: " "$tmp/err") != 1 ]] || ! grep "^$tool: error: " "$tmp/err" | grep -qF -- "$want"; then
    fail "$name: no one line '$tool: error: ...$want...'"
  fi
}

# snapshot <dir>: every file under dir (names, bytes) as one checksum list.
snapshot() { (cd "$1" && find . -type f -print0 | sort -z | xargs -0r sha256sum); }

# expect_unchanged <case> <dir> <snapshot before>
expect_unchanged() {
  count=$((count + 1))
  local now
  now="$(snapshot "$2")"
  if [[ $now != "$3" ]]; then
    echo "FAIL $1: the folder changed"
    diff <(echo "$3") <(echo "$now") | head -10 | sed 's/^/  /'
    failures=$((failures + 1))
  fi
}

# ---------------------------------------------------------------- inputs
m=(-l en -m 'exact stem')
seq 1 3000 | sed 's/.*/the cat number & sat on the mat near the door/' >sys1.txt
seq 1 3000 | sed 's/.*/a cat number & sat on a mat by the door/' >en-de.refA.txt
seq 1 3000 | sed 's/.*/one cat & sat on one mat at the door/' >sys2.txt
printf 'the cat sat\n' >hyp1
printf 'a cat sat\n' >ref1
sgml() {  # sgml <tstset|refset> <sysid> <text> <segments>
  echo "<$1 setid=\"s\" srclang=\"de\" trglang=\"en\">"
  echo "<doc docid=\"d1\" sysid=\"$2\">"
  for i in $(seq 1 "$4"); do echo "<seg id=\"$i\">$3 $i</seg>"; done
  echo "</doc>"
  echo "</$1>"
}
sgml tstset sysA "the cat sat on the mat" 3000 >test.sgm
sgml refset ref "a cat sat on a mat" 3000 >ref.sgm
printf '0.5\nthe cat\na cat\n0.25\nsat on\nsits on\n' | gzip >table.gz
parex=("$src/tests/data/language-tools/parex/small/corpus.f" "$src/tests/data/language-tools/parex/small/corpus.e"
  "$src/tests/data/language-tools/parex/small/phrase-table.gz" "$src/tests/data/language-tools/parex/small/tgt.e")
mqm="$src/tests/data/mqm/ted_ende.tsv"

# ---------------------------------------------------------------- /dev/full
# A device is written in place: its failure is the error.
count=$((count + 1))
if "$bin/meteor" hyp1 ref1 "${m[@]}" >/dev/full 2>"$tmp/err" || ! grep -q "standard output: write failed" "$tmp/err"; then
  fail "meteor >/dev/full: exit status 0, or no 'standard output: write failed'"
fi
count=$((count + 1))
if "$bin/meteor" hyp1 ref1 "${m[@]}" -q >/dev/null 2>/dev/full; then fail "meteor -q 2>/dev/full: exit status 0"; fi
expect_write_error "filter: /dev/full" "/dev/full: write failed" meteor-filter-paraphrase table.gz /dev/full ref1
expect_write_error "mtme-convert: /dev/full" "/dev/full: write failed" meteor-mtme-convert score_mqm \
  --input "$mqm" --output /dev/full
expect_write_error "meteor-metaeval: /dev/full" "/dev/full: write failed" meteor-metaeval --root "$src/tests/data/mtme" \
  -t wmt21.news -l en-de -i "$src/tests/data/mtme/wmt21.news/metric-scores/en-de/meteor-refA.seg.score" -o /dev/full

# ---------------------------------------------------------------- same inode
# An output that is an input, by a hard link or a symbolic link: refused,
# the input byte-identical.
cp table.gz t.gz
ln t.gz t-hard.gz
ln -s "$tmp/t.gz" t-soft.gz
cp "$src/tests/data/mtme/wmt21.news/metric-scores/en-de/meteor-refA.seg.score" m.score
ln m.score m-hard
ln -s "$tmp/m.score" m-soft
cp sys1.txt s.txt
ln s.txt s-hard.txt
before="$(sha256sum t.gz m.score s.txt)"
for link in t-hard.gz t-soft.gz; do
  expect_write_error "filter: output $link" "is also the input" meteor-filter-paraphrase t.gz "$link" ref1
done
for link in m-hard m-soft; do
  expect_write_error "meteor-metaeval: -o $link" "is also the input" meteor-metaeval --root "$src/tests/data/mtme" \
    -t wmt21.news -l en-de -i m.score -o "$link"
  expect_write_error "mtme-convert score_mqm: --output $link" "is also the input" meteor-mtme-convert score_mqm \
    --input m.score --output "$link"
  expect_write_error "mtme-convert verify_scores_file: --repair $link" "is also the input" meteor-mtme-convert \
    verify_scores_file --root "$src/tests/data/mtme" -t wmt21.news -l en-de --scores_file m.score --repair "$link"
done
expect_write_error "parex: the folder is an input" "is also the input" meteor-parex "${parex[@]:0:3}" s.txt s-hard.txt
count=$((count + 1))
[[ $(sha256sum t.gz m.score s.txt) == "$before" ]] || fail "same inode: an input changed"

# ---------------------------------------------------------------- a full disk
if [[ $METEOR_WRITES_NS != yes ]]; then
  echo "SKIP full and read-only tmpfs cases: no mount namespace here (unshare -m, unshare -r -m not allowed)"
else
  mkdir -p "$small"
  # fresh_tmpfs <size>: an empty tmpfs at $small.
  fresh_tmpfs() {
    mountpoint -q "$small" && umount "$small"
    mount -t tmpfs -o "size=$1" tmpfs "$small" || { echo "cannot mount tmpfs"; exit 1; }
  }
  # fill_up <bytes to leave>: a file takes the rest of $small.
  fill_up() {
    local avail
    avail=$(df -B1 --output=avail "$small" | tail -1)
    dd if=/dev/zero of="$small/.fill" bs=4096 count=$(((avail - $1) / 4096)) status=none 2>/dev/null
  }

  # -mtme: the seg, sys and signature files replace the old ones together or
  # not at all (the small sys file fits, the seg file does not).
  fresh_tmpfs 4m
  "$bin/meteor" sys1.txt en-de.refA.txt "${m[@]}" -mtme "$small/mtme" -q >/dev/null 2>"$tmp/err" || fail "meteor -mtme (first run)"
  fill_up 16384
  old="$(snapshot "$small")"
  expect_write_error "meteor -mtme: full disk" "No space left on device" meteor sys2.txt en-de.refA.txt "${m[@]}" \
    -mtme "$small/mtme" -q
  expect_unchanged "meteor -mtme: full disk" "$small" "$old"

  # -sgml: the sys, doc and seg files (and -writeAlignments' file) together.
  fresh_tmpfs 4m
  "$bin/meteor" test.sgm ref.sgm -sgml "${m[@]}" -f "$small/run" >/dev/null 2>"$tmp/err" || fail "meteor -sgml (first run)"
  fill_up 16384
  old="$(snapshot "$small")"
  expect_write_error "meteor -sgml: full disk" "No space left on device" meteor test.sgm ref.sgm -sgml "${m[@]}" \
    -f "$small/run" -writeAlignments
  expect_unchanged "meteor -sgml: full disk" "$small" "$old"

  # -writeAlignments (plaintext): the old file stays whole.
  fresh_tmpfs 4m
  "$bin/meteor" sys1.txt en-de.refA.txt "${m[@]}" -writeAlignments -f "$small/al" >/dev/null 2>"$tmp/err" ||
    fail "meteor -writeAlignments (first run)"
  fill_up 16384
  old="$(snapshot "$small")"
  expect_write_error "meteor -writeAlignments: full disk" "No space left on device" meteor sys2.txt en-de.refA.txt \
    "${m[@]}" -writeAlignments -f "$small/al"
  expect_unchanged "meteor -writeAlignments: full disk" "$small" "$old"

  # meteor-parex: the folder appears whole or not at all, and the next run
  # is not refused.
  fresh_tmpfs 256k
  fill_up 8192
  old="$(snapshot "$small")"
  expect_write_error "meteor-parex: full disk" "No space left on device" meteor-parex "${parex[@]}" "$small/px"
  expect_unchanged "meteor-parex: full disk" "$small" "$old"
  count=$((count + 1))
  [[ -z $(ls -A "$small" | grep -v '^\.fill$') ]] || fail "meteor-parex: full disk left $(ls -A "$small")"

  # meteor-filter-paraphrase, meteor-metaeval -o, mtme-convert: the old
  # output stays whole.
  fresh_tmpfs 1m
  zcat "$src/tests/data/language-tools/filter/table.gz" | head -3000 | gzip >big.gz
  seq 1 2000 | sed 's/.*/zz& zzq& zzqy zzqz zzqw/' >refbig
  "$bin/meteor-filter-paraphrase" big.gz "$small/f.gz" refbig >/dev/null 2>"$tmp/err" || fail "filter (first run)"
  printf 'old output\n' >"$small/metaeval.txt"
  printf 'old output\n' >"$small/mqm.txt"
  fill_up 0
  old="$(snapshot "$small")"
  expect_write_error "filter: full disk" "No space left on device" meteor-filter-paraphrase big.gz "$small/f.gz" refbig
  expect_write_error "meteor-metaeval -o: full disk" "No space left on device" meteor-metaeval \
    --root "$src/tests/data/mtme" -t wmt21.news -l en-de -i m.score --scores -o "$small/metaeval.txt"
  expect_write_error "mtme-convert: full disk" "No space left on device" meteor-mtme-convert score_mqm \
    --input "$mqm" --output "$small/mqm.txt"
  expect_unchanged "filter, metaeval, mtme-convert: full disk" "$small" "$old"

  # ------------------------------------------------------------ read-only
  fresh_tmpfs 1m
  "$bin/meteor" sys1.txt en-de.refA.txt "${m[@]}" -mtme "$small/mtme" -q >/dev/null 2>"$tmp/err" || fail "meteor -mtme (ro setup)"
  mount -o remount,ro "$small"
  old="$(snapshot "$small")"
  expect_write_error "meteor -mtme: read-only" "Read-only file system" meteor sys2.txt en-de.refA.txt "${m[@]}" \
    -mtme "$small/mtme" -q
  expect_write_error "meteor -sgml: read-only" "Read-only file system" meteor test.sgm ref.sgm -sgml "${m[@]}" \
    -f "$small/run"
  expect_write_error "meteor-parex: read-only" "Read-only file system" meteor-parex "${parex[@]}" "$small/px"
  expect_write_error "filter: read-only" "Read-only file system" meteor-filter-paraphrase table.gz "$small/f.gz" ref1
  expect_unchanged "read-only" "$small" "$old"
  umount "$small"
fi

if [[ $failures -gt 0 ]]; then
  echo "$failures of $count cases failed"
  exit 1
fi
echo "all $count cases passed"
