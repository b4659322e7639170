#!/usr/bin/env bash
# Tests of scripts/build-synonyms (on the made-up WordNet folder in
# tests/data/wordnet, whose expected output is written by hand) and
# scripts/function-words.
# Usage: tests/scripts_test.sh <source dir> <build>/bin   (METEOR_DATA set)
# SPDX-License-Identifier: LGPL-2.1-or-later
set -u
src="${1:?usage: scripts_test.sh <source dir> <bin dir>}"
bin="${2:?usage: scripts_test.sh <source dir> <bin dir>}"
python="${PYTHON:-python3}"
wordnet="$src/tests/data/wordnet"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL $*"; failures=$((failures + 1)); }

# --- build-synonyms: the made-up folder gives the hand-written files.
if "$python" "$src/scripts/build-synonyms" "$wordnet" "$tmp/syn" 2>"$tmp/err"; then
  for f in synsets exceptions relations; do
    cmp -s "$tmp/syn/english.$f" "$wordnet/expected/english.$f" || fail "build-synonyms: english.$f differs from tests/data/wordnet/expected"
  done
else
  fail "build-synonyms exit status"; cat "$tmp/err"
fi

# -l names the files.
"$python" "$src/scripts/build-synonyms" -l testish "$wordnet" "$tmp/syn2" 2>/dev/null &&
  [[ -s "$tmp/syn2/testish.synsets" ]] || fail "build-synonyms -l"

# The files load in meteor (-d): "automobile" and "car" share a synset,
# "geese" reaches "goose" through the exceptions, "cars" reaches "car"
# (and so "motorcar") through the suffix rules. All three words match as
# synonyms in one chunk: with weights 1 1 the score is 1.
printf 'automobile geese cars\n' >"$tmp/hyp"
printf 'car goose motorcar\n' >"$tmp/ref"
if "$bin/meteor" "$tmp/hyp" "$tmp/ref" -l en -lower -m 'exact synonym' -w '1 1' -d "$tmp/syn" >"$tmp/out" 2>"$tmp/err"; then
  grep -q "^Segment 1 score:	1.0$" "$tmp/out" || { fail "meteor -d: synonyms not matched"; cat "$tmp/out"; }
else
  fail "meteor -d: exit status"; cat "$tmp/err"
fi
# Without the synonym module nothing matches.
"$bin/meteor" "$tmp/hyp" "$tmp/ref" -l en -lower -m 'exact' >"$tmp/out" 2>/dev/null &&
  grep -q "^Segment 1 score:	0.0$" "$tmp/out" || fail "meteor exact only"

# Errors: one line naming the file (and line), non-zero status.
mkdir -p "$tmp/bad"
cp "$wordnet"/*.exc "$wordnet"/data.* "$tmp/bad/"
if "$python" "$src/scripts/build-synonyms" "$tmp/bad" "$tmp/out-bad" 2>"$tmp/err"; then
  fail "build-synonyms without index.sense succeeded"
else
  grep -q "index.sense" "$tmp/err" && [[ $(wc -l <"$tmp/err") == 1 ]] || fail "build-synonyms without index.sense: $(cat "$tmp/err")"
fi
cp "$wordnet/index.sense" "$tmp/bad/"
printf '00000999 06 n 02 broken 0 003 @\n' >>"$tmp/bad/data.noun"
if "$python" "$src/scripts/build-synonyms" "$tmp/bad" "$tmp/out-bad" 2>"$tmp/err"; then
  fail "build-synonyms with a malformed data line succeeded"
else
  grep -q "data.noun:6: " "$tmp/err" || fail "build-synonyms malformed line: $(cat "$tmp/err")"
fi

# --- function-words: 22 tokens; lowercased, "the" 6 times, "a" 4, "cat" 3,
# "dog" 2, seven words once: relative frequencies 0.27 0.18 0.14 0.09 0.05.
# Keeping case, "the" and "a" both count 4 (ties in code point order).
printf 'The cat sat on a mat\nthe dog\tand THE cat\n\nthe a a the dog cat ran by a fox the\n' >"$tmp/corpus"
"$python" "$src/scripts/function-words" --min-freq 0.1 "$tmp/corpus" >"$tmp/fw" 2>/dev/null
printf 'the\na\ncat\n' | cmp -s - "$tmp/fw" || { fail "function-words --min-freq 0.1"; cat "$tmp/fw"; }
"$python" "$src/scripts/function-words" --top 4 <"$tmp/corpus" >"$tmp/fw" 2>/dev/null
printf 'the\na\ncat\ndog\n' | cmp -s - "$tmp/fw" || { fail "function-words --top 4 (stdin)"; cat "$tmp/fw"; }
gzip -c "$tmp/corpus" >"$tmp/corpus.gz"
"$python" "$src/scripts/function-words" --top 2 --keep-case "$tmp/corpus.gz" >"$tmp/fw" 2>/dev/null
printf 'a\nthe\n' | cmp -s - "$tmp/fw" || { fail "function-words .gz --keep-case"; cat "$tmp/fw"; }

if [[ $failures -gt 0 ]]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "scripts: all passed"
