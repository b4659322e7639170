#!/usr/bin/env bash
# Outputs keep the target's protection (docs/reliability.md, "Outputs"): an
# existing output file the user may not write (chmod 444) is refused as the
# shell's `>` refuses it, "<tool>: error: <path>: Permission denied", exit 1,
# the file byte for byte as it was and no temporary file beside it — though
# the rename of a temporary file in a writable folder could replace it. A
# writable file in the same folder is still replaced. Root may write any file
# (as the shell lets it), so when run as root the test runs itself again as
# an unprivileged user (nobody, 65534, through setpriv or runuser) in a
# folder that user owns; where neither is possible it is skipped with a
# message.
#
# Usage: tests/output_permission_test.sh <source dir> <build>/bin [python module dir]
# SPDX-License-Identifier: LGPL-2.1-or-later
set -u
src="${1:?usage: output_permission_test.sh <source dir> <bin dir> [python module dir]}"
bin="${2:?usage: output_permission_test.sh <source dir> <bin dir> [python module dir]}"
pydir="${3:-}"
src="$(cd "$src" && pwd)"
bin="$(cd "$bin" && pwd)"

if [[ $(id -u) == 0 ]]; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  chmod 755 "$tmp"
  chown 65534:65534 "$tmp" || { echo "SKIP: cannot hand a folder to uid 65534"; exit 0; }
  if setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null; then
    run_as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  elif runuser -u nobody -- true 2>/dev/null; then
    run_as=(runuser -u nobody --)
  else
    echo "SKIP: neither setpriv nor runuser can run as an unprivileged user here"
    exit 0
  fi
  METEOR_PERM_TMP="$tmp" HOME="$tmp" "${run_as[@]}" bash "$0" "$@"
  exit $?
fi

tmp="${METEOR_PERM_TMP:-}"
if [[ -z $tmp ]]; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
fi
cd "$tmp" || exit 1
echo "running as uid $(id -u) in $tmp"
failures=0
count=0

fail() {
  echo "FAIL $1"
  [[ -s $tmp/err ]] && sed 's/^/  stderr: /' "$tmp/err" | head -5
  failures=$((failures + 1))
}

# refused <case> <protected file> <tool> <arguments...>: exit 1, one line
# "<tool>: error: <file>: Permission denied", the file unchanged, its mode
# kept, no temporary file left.
refused() {
  local name="$1" file="$2" tool="$3"
  shift 3
  count=$((count + 1))
  printf 'protected\n' >"$file"
  chmod 444 "$file"
  "$bin/$tool" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  local rc=$?
  if [[ $rc != 1 ]]; then
    fail "$name: exit status $rc (a read-only $file)"
  elif [[ $(wc -l <"$tmp/err") != 1 ]] || ! grep -qxF -- "$tool: error: $file: Permission denied" "$tmp/err"; then
    fail "$name: not the one line '$tool: error: $file: Permission denied'"
  elif [[ $(cat "$file") != protected ]]; then
    fail "$name: $file was replaced"
  elif [[ $(stat -c %a "$file") != 444 ]]; then
    fail "$name: $file's mode changed"
  elif compgen -G "$file.tmp.*" >/dev/null; then
    fail "$name: a temporary file is left"
  fi
  chmod 644 "$file"
  rm -f "$file"
}

# written <case> <file> <tool> <arguments...>: a writable file is replaced.
written() {
  local name="$1" file="$2" tool="$3"
  shift 3
  count=$((count + 1))
  printf 'old\n' >"$file"
  chmod 600 "$file"
  if ! "$bin/$tool" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null; then
    fail "$name: a writable $file: exit status non-zero"
  elif printf 'old\n' | cmp -s - "$file"; then
    fail "$name: a writable $file was not replaced"
  elif [[ $(stat -c %a "$file") != 600 ]]; then
    fail "$name: $file's mode changed"
  fi
  rm -f "$file"
}

# ---------------------------------------------------------------- inputs
m=(-l en -m exact)
printf 'the cat sat on the mat\n' >hyp
printf 'a cat sat on a mat\n' >ref
"$bin/meteor" hyp ref "${m[@]}" -writeAlignments -f al >/dev/null 2>"$tmp/err" || fail "meteor -writeAlignments (setup)"
printf '0.5\nthe cat\na cat\n' | gzip >table.gz
score="$src/tests/data/mtme/wmt21.news/metric-scores/en-de/meteor-refA.seg.score"
mqm="$src/tests/data/mqm/ted_ende.tsv"
sgml() {  # sgml <tstset|refset> <sysid> <text>
  printf '<%s setid="s" srclang="de" trglang="en">\n<doc docid="d1" sysid="%s">\n<seg id="1">%s</seg>\n</doc>\n</%s>\n' \
    "$1" "$2" "$3" "$1"
}
sgml tstset sysA "the cat sat" >test.sgm
sgml refset ref "a cat sat" >ref.sgm
printf '0 ||| the cat sat ||| f ||| 1\n0 ||| a cat sat ||| f ||| 1\n' >nbest

# ---------------------------------------------------------------- tools
refused "meteor-xray -o" ro.html meteor-xray al-align.out -o ro.html
written "meteor-xray -o" rw.html meteor-xray al-align.out -o rw.html
refused "meteor-metaeval -o" ro.txt meteor-metaeval --root "$src/tests/data/mtme" -t wmt21.news -l en-de \
  -i "$score" -o ro.txt
written "meteor-metaeval -o" rw.txt meteor-metaeval --root "$src/tests/data/mtme" -t wmt21.news -l en-de \
  -i "$score" -o rw.txt
refused "meteor -writeAlignments" out-align.out meteor hyp ref "${m[@]}" -writeAlignments -f out
written "meteor -writeAlignments" out-align.out meteor hyp ref "${m[@]}" -writeAlignments -f out
refused "meteor -sgml" out-seg.scr meteor test.sgm ref.sgm -sgml "${m[@]}" -f out
refused "meteor-filter-paraphrase" f.gz meteor-filter-paraphrase table.gz f.gz ref
written "meteor-filter-paraphrase" f.gz meteor-filter-paraphrase table.gz f.gz ref
refused "meteor-mtme-convert score_mqm --output" mqm.score meteor-mtme-convert score_mqm --input "$mqm" --output mqm.score
refused "sgm2txt" s.sysA.tst sgm2txt test.sgm ref.sgm

# ---------------------------------------------------------------- Python
if [[ -n $pydir ]]; then
  count=$((count + 1))
  printf 'protected\n' >py.json
  chmod 444 py.json
  if ! PYTHONPATH="$pydir" python3 - <<'EOF' 2>"$tmp/err"; then
import sys
from meteor import _mtme_data
try:
    _mtme_data.write_files([('py.json', b'new')])
except PermissionError as e:
    assert str(e) == 'py.json: Permission denied', str(e)
else:
    sys.exit('write_files replaced a read-only file')
_mtme_data.write_files([('py-new.json', b'new')])
assert open('py-new.json').read() == 'new'
EOF
    fail "Python write_files: a read-only file"
  elif [[ $(cat py.json) != protected ]]; then
    fail "Python write_files: py.json was replaced"
  fi
fi

echo "$((count - failures)) of $count passed"
[[ $failures == 0 ]]
