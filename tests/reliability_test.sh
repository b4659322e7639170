#!/usr/bin/env bash
# Bad input on every tool: each case must give exactly one line on standard
# error, "<tool>: error: <what>" containing the expected text (the file, and
# the line where there is one), nothing on standard output, and a non-zero
# exit status. The cases are the rows of docs/reliability.md.
#
# Usage: tests/reliability_test.sh <source dir> <build>/bin   (METEOR_DATA set)
# SPDX-License-Identifier: LGPL-2.1-or-later
set -u
src="${1:?usage: reliability_test.sh <source dir> <bin dir>}"
bin="${2:?usage: reliability_test.sh <source dir> <bin dir>}"
src="$(cd "$src" && pwd)"
bin="$(cd "$bin" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
failures=0
count=0

# expect_error <case> <tool> <text the one stderr line must contain> <arguments...>
# Standard input comes from $STDIN (default /dev/null).
expect_error() {
  local name="$1" tool="$2" want="$3"
  shift 3
  count=$((count + 1))
  "$bin/$tool" "$@" >"$tmp/out" 2>"$tmp/err" <"${STDIN:-/dev/null}"
  local rc=$? problem=""
  if [[ $rc == 0 ]]; then
    problem="exit status 0"
  elif [[ $rc -gt 125 ]]; then
    problem="killed by a signal (exit status $rc)"
  elif [[ -s "$tmp/out" ]]; then
    problem="standard output not empty: $(head -c 200 "$tmp/out")"
  elif [[ $(wc -l <"$tmp/err") != 1 ]]; then
    problem="$(wc -l <"$tmp/err") lines on standard error"
  elif ! grep -q "^$tool: error: " "$tmp/err"; then
    problem="not '$tool: error: ...'"
  elif ! grep -qF -- "$want" "$tmp/err"; then
    problem="does not say '$want'"
  fi
  if [[ -n $problem ]]; then
    echo "FAIL $name: $problem"
    sed 's/^/  stderr: /' "$tmp/err" | head -5
    failures=$((failures + 1))
  fi
}

# ---------------------------------------------------------------- inputs
printf 'the cat sat on the mat\nhello there world\n' >hyp2
printf 'the cat sat on a mat\nhello world there\n' >ref2
printf 'the cat sat on a mat\n' >ref1
printf 'a\nb\nc\n' >ref3
printf 'a\nb\nc\nd\ne\n' >ref5
mkdir -p folder
ln -s "$tmp/nothing-here" dangling
printf 'not gzip\n' >notgz.gz
for i in $(seq 1 3000); do printf '0.5\nphrase %d\nparaphrase %d\n' "$i" "$i"; done | gzip >big.gz
head -c 2000 big.gz >truncated.gz
printf '\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03garbage' >corrupt.gz
printf '0.5\nthe cat\n' | gzip >incomplete.gz
printf '0.5\n\nthe cat\n' | gzip >emptyphrase.gz
printf '0.5\nthe cat\n   \n' | gzip >emptypara.gz
mkdir -p syn-odd syn-ids syn-exc syn-noexc
printf 'cat\n1 2\ndog\n' >syn-odd/english.synsets && : >syn-odd/english.exceptions
printf 'cat\n1 x\n' >syn-ids/english.synsets && : >syn-ids/english.exceptions
printf 'cat\n1 2\n' >syn-exc/english.synsets && printf 'be\n' >syn-exc/english.exceptions
printf 'cat\n1 2\n' >syn-noexc/english.synsets
# (-n: no name or time stamp in the header, whose bytes could hold a newline
# before its first NUL: the error's line would then be 2)
gzip -n -c "$src/README.md" >words.gz
mkdir -p newlang
line='8.0 8.0 2.0 2.0 5.0 5.0 1.0 1.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 3.0 6.0 6.0'
printf '%s\n%s\n1 2 3\n' "$line" "$line" >stats-short
printf '%s\n\n' "$line" >stats-empty
printf '%s\n' "${line/5.0/five}" >stats-word
sgml="$src/tests/data/sgml"
printf 'A 1\nB 2\nC 3\n' >gold.score
printf 'A 1\nB 2\nC x\n' >metric-word.score
printf 'A 1\nB\n' >metric-field.score
printf 'A 1\nB 2\n' >metric-nosys.score
printf 'Alignment\t1\t1.0\t1.0\t0.0\t1.0\na b\na b\nLine2Start:Length\tLine1Start:Length\tModule\t\tScore\n0:1\t\t\tx:1\t\t\t0\t\t1.0\n\n' >bad-align.out
printf 'hello\n' >notalign.out

# ---------------------------------------------------------------- meteor
m=(-l en -m 'exact stem synonym')
expect_error "meteor: reference file shorter" meteor "ref1: 1 line; the test file hyp2 has 2" hyp2 ref1 "${m[@]}"
expect_error "meteor: reference file longer" meteor "ref3: 3 lines; the test file hyp2 has 2" hyp2 ref3 "${m[@]}"
expect_error "meteor: -r 2 line count" meteor "ref3: 3 lines; expected 4 with -r 2" hyp2 ref3 -r 2 "${m[@]}"
expect_error "meteor: -r 2 line count (more)" meteor "ref5: 5 lines; expected 4 with -r 2" hyp2 ref5 -r 2 "${m[@]}"
expect_error "meteor: line counts with the default paraphrase module" meteor "not same length" hyp2 ref1 -l en
expect_error "meteor: -r 0" meteor "-r: the number of references must be at least 1" hyp2 ref2 -r 0 "${m[@]}"
expect_error "meteor: -r -1" meteor "-r: the number of references must be at least 1" hyp2 ref2 -r -1 "${m[@]}"
expect_error "meteor: -r x" meteor "-r: 'x' is not an integer" hyp2 ref2 -r x "${m[@]}"
expect_error "meteor: -r 2x" meteor "-r: '2x' is not an integer" hyp2 ref2 -r 2x "${m[@]}"
expect_error "meteor: missing test file" meteor "missing.txt: cannot open" missing.txt ref2 "${m[@]}"
expect_error "meteor: missing reference file" meteor "missing.txt: cannot open" hyp2 missing.txt "${m[@]}"
expect_error "meteor: folder as test file" meteor "folder: read error: Is a directory" folder ref2 "${m[@]}"
expect_error "meteor: folder as reference file" meteor "folder: read error: Is a directory" hyp2 folder -l en
expect_error "meteor: dangling symlink" meteor "dangling: cannot open: No such file" dangling ref2 "${m[@]}"
: >empty
expect_error "meteor: empty test and reference files" meteor "empty: no segments to score: the file is empty" empty empty "${m[@]}"
METEOR_DATA="$tmp/folder" expect_error "meteor: no language data" meteor "no Meteor language data found" hyp2 ref2 -l en
expect_error "meteor: unknown language" meteor "unknown language 'klingon'" hyp2 ref2 -l klingon
# Meteor 1.5 scores any unknown code (and "xx") as "other"; here a typo is an error.
expect_error "meteor: mistyped language (eng)" meteor "unknown language 'eng': use one of en (english)" hyp2 ref2 -l eng
expect_error "meteor: language Meteor lacks (zh)" meteor "'other' scores any other language" hyp2 ref2 -l zh
expect_error "meteor: -l xx (Meteor's alias of other)" meteor "unknown language 'xx'" hyp2 ref2 -l xx
expect_error "meteor: unknown task" meteor "unknown task 'ranking'" hyp2 ref2 -t ranking
expect_error "meteor: unknown module" meteor "unknown module 'stemming'" hyp2 ref2 -m 'exact stemming'
expect_error "meteor: no modules" meteor "no modules" hyp2 ref2 -m ''
expect_error "meteor: unknown option after the files" meteor "unrecognised option '-bogus'" hyp2 ref2 -bogus
expect_error "meteor: unknown option before the files" meteor "unrecognised option '-bogus'" -bogus hyp2 ref2
expect_error "meteor: unknown option between the files" meteor "unrecognised option '-bogus'" hyp2 -bogus ref2
expect_error "meteor: unknown --option" meteor "unrecognised option '--bogus'" hyp2 ref2 --bogus
expect_error "meteor: option without its value" meteor "the required argument for option '--l' is missing" hyp2 ref2 -l
expect_error "meteor: a third file is a reference file" meteor "third: cannot open" hyp2 ref2 third "${m[@]}"
expect_error "meteor: -p not a number" meteor "-p: 'x' is not a number" hyp2 ref2 -p '0.5 x 0.5 0.5'
expect_error "meteor: -p too few" meteor "-p needs 4 parameters" hyp2 ref2 -p '0.5 1'
expect_error "meteor: -p empty" meteor "-p needs 4 parameters" hyp2 ref2 -p ''
expect_error "meteor: -w not a number" meteor "-w: 'heavy' is not a number" hyp2 ref2 -w '1 heavy'
expect_error "meteor: -w more weights than modules" meteor "more module weights (5) than modules (4)" hyp2 ref2 -w '1 1 1 1 1'
expect_error "meteor: -x not an integer" meteor "-x: '4.5' is not an integer" hyp2 ref2 -x 4.5
expect_error "meteor: -threads -1" meteor "-threads: '-1' is not a number of threads (0: every CPU this process may use)" hyp2 ref2 -threads -1
expect_error "meteor: -mem 0" meteor "-mem: '0' is not a positive number of MB" hyp2 ref2 -mem 0
expect_error "meteor: -mem x" meteor "-mem: 'x' is not a positive number of MB" hyp2 ref2 -mem x
expect_error "meteor: -norm without rules" meteor "-norm has no rules for language 'da'" hyp2 ref2 -l da -norm
expect_error "meteor: -a missing" meteor "nothing.gz: cannot open" hyp2 ref2 -m 'exact paraphrase' -a nothing.gz
expect_error "meteor: -a folder" meteor "folder: not a regular file" hyp2 ref2 -m 'exact paraphrase' -a folder
expect_error "meteor: -a not gzip" meteor "notgz.gz: not in gzip format" hyp2 ref2 -m 'exact paraphrase' -a notgz.gz
expect_error "meteor: -a truncated gzip" meteor "truncated.gz:" hyp2 ref2 -m 'exact paraphrase' -a truncated.gz
expect_error "meteor: -a truncated gzip (message)" meteor "truncated gzip file" hyp2 ref2 -m 'exact paraphrase' -a truncated.gz
expect_error "meteor: -a corrupt gzip" meteor "corrupt.gz: corrupt gzip data" hyp2 ref2 -m 'exact paraphrase' -a corrupt.gz
expect_error "meteor: -a incomplete triple" meteor "incomplete.gz:1: truncated table" hyp2 ref2 -m 'exact paraphrase' -a incomplete.gz
# Entries Meteor 1.5 keeps but never reads (a probability that is not a number in
# [0, 1]) or never finds (an empty phrase: its trie looks up phrases of a word
# or more): the score of the table without them, one warning naming each
# table's first such line, for meteor -a and for the filter (which copies
# them, as Meteor 1.5's does, and so never writes a table meteor refuses).
count=$((count + 1))
printf '0.5\nsat on\nsits on\n0.25\na mat\nthe rug\n' | gzip >plain.gz
printf 'NaN\nsat on\nsits on\n2.5\na mat\nthe rug\n0.5\n\nthe cat\n' | gzip >odd.gz
printf 'the cat sits on the rug\n' >hyp-para
want=$("$bin/meteor" hyp-para ref1 -m 'exact paraphrase' -a plain.gz -q 2>/dev/null)
got=$("$bin/meteor" hyp-para ref1 -m 'exact paraphrase' -a odd.gz -q 2>odd.err)
if [[ -z $want || $got != "$want" ]]; then
  echo "FAIL meteor: -a odd entries: score '$got', without them '$want'"; failures=$((failures + 1))
elif ! grep -q "^Warning: odd.gz:1: probability 'NaN' is not a number in \[0, 1\]" odd.err ||
     ! grep -q "^Warning: odd.gz:8: empty phrase" odd.err || [[ $(grep -c odd.gz odd.err) != 2 ]]; then
  echo "FAIL meteor: -a odd entries: warnings"; sed 's/^/  stderr: /' odd.err; failures=$((failures + 1))
fi
count=$((count + 1))
if ! "$bin/meteor-filter-paraphrase" odd.gz odd-filtered.gz ref1 >/dev/null 2>filter.err ||
   ! grep -q "odd.gz:8: empty phrase" filter.err ||
   [[ $("$bin/meteor" hyp-para ref1 -m 'exact paraphrase' -a odd-filtered.gz -q 2>/dev/null) != "$want" ]]; then
  echo "FAIL meteor-filter-paraphrase: odd entries kept, the output loads"; sed 's/^/  stderr: /' filter.err
  failures=$((failures + 1))
fi
count=$((count + 1))  # (the filter's progress goes to standard output, as Meteor 1.5's)
if "$bin/meteor-filter-paraphrase" emptypara.gz emptypara-filtered.gz ref1 >/dev/null 2>filter.err ||
   [[ $(wc -l <filter.err) != 1 ]] || ! grep -q "error: emptypara.gz:3: empty paraphrase" filter.err ||
   [[ -e emptypara-filtered.gz ]]; then
  echo "FAIL meteor-filter-paraphrase: empty paraphrase"; sed 's/^/  stderr: /' filter.err; failures=$((failures + 1))
fi
expect_error "meteor: -a empty paraphrase" meteor "emptypara.gz:3: empty paraphrase" hyp2 ref2 -m 'exact paraphrase' -a emptypara.gz
expect_error "meteor: -d missing folder" meteor "nowhere/english.synsets: cannot open" hyp2 ref2 -d nowhere "${m[@]}"
expect_error "meteor: -d synsets without ids" meteor "syn-odd/english.synsets:3: word 'dog' has no line of synset ids" hyp2 ref2 -d syn-odd "${m[@]}"
expect_error "meteor: -d synset id not a number" meteor "syn-ids/english.synsets:2: synset ids must be integers" hyp2 ref2 -d syn-ids "${m[@]}"
expect_error "meteor: -d exceptions without forms" meteor "syn-exc/english.exceptions:1: base form 'be' has no line of forms" hyp2 ref2 -d syn-exc "${m[@]}"
expect_error "meteor: -d no exceptions file" meteor "syn-noexc/english.exceptions: cannot open" hyp2 ref2 -d syn-noexc "${m[@]}"
expect_error "meteor: -s missing" meteor "nothing.words: cannot open" hyp2 ref2 -s nothing.words "${m[@]}"
expect_error "meteor: -s folder" meteor "folder: read error: Is a directory" hyp2 ref2 -s folder "${m[@]}"
expect_error "meteor: -s binary (gzipped) list" meteor "words.gz:1: binary data" hyp2 ref2 -s words.gz "${m[@]}"
expect_error "meteor: -e missing" meteor "nothing.gz: cannot open" hyp2 ref2 -m 'exact stem' -e nothing.gz
expect_error "meteor: -e not gzip" meteor "notgz.gz: not in gzip format" hyp2 ref2 -m 'exact stem' -e notgz.gz
expect_error "meteor: -new missing folder" meteor "newlang-missing/function.words: cannot open" hyp2 ref2 -new newlang-missing
expect_error "meteor: -new without function.words" meteor "newlang/function.words: cannot open" hyp2 ref2 -new newlang
expect_error "meteor: -writeAlignments into a missing folder" meteor "nowhere/out-align.out: cannot write" hyp2 ref2 "${m[@]}" -writeAlignments -f nowhere/out
count=$((count + 1))
"$bin/meteor" hyp2 ref2 "${m[@]}" >/dev/full 2>"$tmp/err"
if [[ $? == 0 ]] || [[ $(wc -l <"$tmp/err") != 1 ]] || ! grep -q "^meteor: error: standard output: write failed" "$tmp/err"; then
  echo "FAIL meteor: output to a full disk"; failures=$((failures + 1))
fi

# ---------------------------------------------------------------- meteor -sgml
expect_error "meteor -sgml: unterminated segment" meteor "unterminated.sgm:4: segment 2 has no </seg>" "$sgml/unterminated.sgm" "$sgml/ref.sgm" -sgml "${m[@]}"
expect_error "meteor -sgml: set without setid" meteor "no-setid.sgm:1: set header without setid" "$sgml/no-setid.sgm" "$sgml/ref.sgm" -sgml "${m[@]}"
expect_error "meteor -sgml: doc without docid" meteor "no-docid.sgm:2: <doc> header without docid" "$sgml/no-docid.sgm" "$sgml/ref.sgm" -sgml "${m[@]}"
expect_error "meteor -sgml: no system id" meteor "no-sysid.sgm:2: no system id" "$sgml/no-sysid.sgm" "$sgml/ref.sgm" -sgml "${m[@]}"
expect_error "meteor -sgml: segment outside a document" meteor "seg-outside-doc.sgm:2: <seg> outside a document" "$sgml/seg-outside-doc.sgm" "$sgml/ref.sgm" -sgml "${m[@]}"
sed 's/setid="set1"/setid="other"/' "$sgml/ref.sgm" >other-set.sgm
expect_error "meteor -sgml: no reference set" meteor "other-set.sgm: no reference set [set1]" "$sgml/test.sgm" other-set.sgm -sgml "${m[@]}"
expect_error "meteor -sgml: plaintext test file" meteor "hyp2: no SGML segment in the file" hyp2 "$sgml/ref.sgm" -sgml "${m[@]}"
expect_error "meteor -sgml: plaintext reference file" meteor "ref2: no SGML segment in the file" "$sgml/test.sgm" ref2 -sgml "${m[@]}"
expect_error "meteor -sgml: missing file" meteor "missing.sgm: cannot open" "$sgml/test.sgm" missing.sgm -sgml "${m[@]}"
expect_error "meteor -sgml: output into a missing folder" meteor "nowhere/out-sys.scr: cannot write" "$sgml/test.sgm" "$sgml/ref.sgm" -sgml "${m[@]}" -f nowhere/out

# ---------------------------------------------------------------- meteor -stdio
printf 'EVAL ||| %s\nEVAL ||| 1 2 3\n\nSCORE ||| the cat ||| a cat\nEVAL ||| x\nnonsense\n' "$line" >requests
count=$((count + 1))
"$bin/meteor" - - -stdio "${m[@]}" <requests >"$tmp/out" 2>"$tmp/err"
rc=$?
if [[ $rc != 1 ]] || [[ $(wc -l <"$tmp/out") != 6 ]] || [[ $(grep -c '^Error: ' "$tmp/out") != 4 ]] ||
  ! grep -qx 'meteor: 2 malformed EVAL request(s) answered with an error line' "$tmp/err"; then
  echo "FAIL meteor -stdio: malformed requests answered, serving goes on (exit $rc)"
  sed 's/^/  /' "$tmp/out" "$tmp/err"
  failures=$((failures + 1))
fi
count=$((count + 1))
"$bin/meteor" - - -stdio "${m[@]}" <requests >/dev/full 2>"$tmp/err"
if [[ $? == 0 ]] || ! grep -q "^meteor: error: standard output: write failed after 1 requests" "$tmp/err"; then
  echo "FAIL meteor -stdio: output to a full disk"; failures=$((failures + 1))
fi

# ---------------------------------------------------------------- matcher
expect_error "matcher: line counts" matcher "ref1: 1 line; the test file hyp2 has 2" hyp2 ref1
expect_error "matcher: missing file" matcher "missing.txt: cannot open" hyp2 missing.txt
expect_error "matcher: folder" matcher "folder: read error" folder ref2
expect_error "matcher: unknown option" matcher "unrecognised option '-norm'" hyp2 ref2 -norm
expect_error "matcher: unknown language" matcher "unknown language 'xx-yy'" hyp2 ref2 -l xx-yy
expect_error "matcher: unknown module" matcher "unknown module 'exactly'" hyp2 ref2 -m exactly
expect_error "matcher: unknown alignment type" matcher "-t: unknown alignment type 'best'" hyp2 ref2 -t best
expect_error "matcher: -x not an integer" matcher "-x: 'wide' is not an integer" hyp2 ref2 -x wide
expect_error "matcher: -a not gzip" matcher "notgz.gz: not in gzip format" hyp2 ref2 -m paraphrase -a notgz.gz
expect_error "matcher: -d malformed" matcher "syn-odd/english.synsets:3:" hyp2 ref2 -m synonym -d syn-odd
expect_error "matcher: extra argument" matcher "unexpected argument 'third'" hyp2 ref2 third
count=$((count + 1))
"$bin/matcher" hyp2 ref2 -m exact >/dev/full 2>"$tmp/err"
if [[ $? == 0 ]] || ! grep -q "^matcher: error: standard output: write failed" "$tmp/err"; then
  echo "FAIL matcher: output to a full disk"; failures=$((failures + 1))
fi

# ---------------------------------------------------------------- stats-scorer
STDIN=stats-short expect_error "stats-scorer: short line" stats-scorer "standard input:3: expected 23 numbers, found 3"
STDIN=stats-empty expect_error "stats-scorer: empty line" stats-scorer "standard input:2: expected 23 numbers, found 0"
STDIN=stats-word expect_error "stats-scorer: not a number" stats-scorer "standard input:1: 'five' is not a number"
expect_error "stats-scorer: -final without input" stats-scorer "-final: no statistics" -final
STDIN=stats-short expect_error "stats-scorer: -p too few" stats-scorer "-p needs 4 parameters" -p '0.5 1 0.5'
STDIN=stats-short expect_error "stats-scorer: -w too many" stats-scorer "-w: 5 module weights given" -w '1 1 1 1 1'
STDIN=stats-short expect_error "stats-scorer: unknown option" stats-scorer "unrecognised option '-bogus'" -bogus
STDIN=stats-short expect_error "stats-scorer: unknown language" stats-scorer "unknown language 'zz'" -l zz
STDIN=stats-short expect_error "stats-scorer: file argument" stats-scorer "unexpected argument 'stats-short'" stats-short

# ---------------------------------------------------------------- sgm2txt
expect_error "sgm2txt: malformed SGML" sgm2txt "unterminated.sgm:4:" "$sgml/unterminated.sgm" "$sgml/ref.sgm"
expect_error "sgm2txt: plaintext reference file" sgm2txt "ref2: no SGML reference set" "$sgml/test.sgm" ref2
expect_error "sgm2txt: missing file" sgm2txt "missing.sgm: cannot open" "$sgml/test.sgm" missing.sgm
expect_error "sgm2txt: unknown option" sgm2txt "unrecognised option '-bogus'" "$sgml/test.sgm" "$sgml/ref.sgm" -bogus
expect_error "sgm2txt: extra argument" sgm2txt "unexpected argument 'third'" "$sgml/test.sgm" "$sgml/ref.sgm" third

# ---------------------------------------------------------------- meteor-compile
expect_error "meteor-compile: missing table" meteor-compile "nothing.gz: cannot open" -a nothing.gz
expect_error "meteor-compile: truncated table" meteor-compile "truncated gzip file" -a truncated.gz
expect_error "meteor-compile: malformed synonyms" meteor-compile "syn-ids/english.synsets:2:" -d syn-ids
expect_error "meteor-compile: unknown option" meteor-compile "unrecognised option '-bogus'" -bogus

# ---------------------------------------------------------------- meteor-metaeval
expect_error "meteor-metaeval: score not a number" meteor-metaeval "metric-word.score:3: 'x' is not a number" gold.score metric-word.score
expect_error "meteor-metaeval: missing field" meteor-metaeval "metric-field.score:2: expected 'SYSNAME SCORE'" gold.score metric-field.score
expect_error "meteor-metaeval: system without scores" meteor-metaeval "metric-nosys.score: no scores for system C" gold.score metric-nosys.score
expect_error "meteor-metaeval: missing file" meteor-metaeval "missing.score: cannot open" gold.score missing.score
expect_error "meteor-metaeval: unknown option" meteor-metaeval "unrecognised option '-bogus'" gold.score gold.score -bogus
expect_error "meteor-metaeval: bad -avg" meteor-metaeval "-avg: 'mean' is not none, sys or item" gold.score gold.score -avg mean
printf '{"tasks": [\n {"lang": "en-de",]}\n' >tasks-syntax.json
printf '{"tasks": [{"lang": "en-de", "levle": "seg"}]}\n' >tasks-attr.json
printf '{"tasks": [{"corr_fcn": "pearson", "corr_fcn_args": {"thresh": 1}}]}\n' >tasks-args.json
expect_error "meteor-metaeval: task-set file not JSON" meteor-metaeval "tasks-syntax.json:2: " --task_set_file tasks-syntax.json
expect_error "meteor-metaeval: task-set file unknown attribute" meteor-metaeval "tasks-attr.json: unknown task attribute 'levle'" --task_set_file tasks-attr.json
expect_error "meteor-metaeval: task-set file bad corr_fcn_args" meteor-metaeval "pearson takes no argument 'thresh'" --task_set_file tasks-args.json
expect_error "meteor-metaeval: task-set file missing" meteor-metaeval "missing-tasks.json: cannot open" --task_set_file missing-tasks.json
expect_error "meteor-metaeval: unknown task set" meteor-metaeval "unknown task set 'wmt99'" --task_set wmt99

# ---------------------------------------------------------------- meteor-mtme-convert, meteor-metaeval --download
printf 'system\tdoc\tdoc_id\trater\tcategory\tseverity\nA\td\tx\tr\tStyle\tMinor\n' > mqm-id.tsv
printf 'system\tdoc\tdoc_id\tseverity\nA\td\t1\tMinor\n' > mqm-col.tsv
printf 'system\tdoc\tdoc_id\trater\tcategory\tseverity\nA\td\t1\tr\tStyle\tMinor\nA\td\t3\tr\tStyle\tMinor\n' > mqm-gap.tsv
printf 'system\tdoc\tdoc_id\trater\tcategory\tseverity\tmisc\nA\td\t1\tr\tStyle\tMinor\t"{""mqm"": ""x""}"\n' > mqm-misc.tsv
printf 'DIDI-NLP\tNone\nDIDI-NLP\t{"errors": [{"start": 0}]}\tr\n' > zh-en.p.r.seg.rating
expect_error "meteor-mtme-convert: doc_id not an integer" meteor-mtme-convert "mqm-id.tsv:2: doc_id 'x' is not an integer" score_mqm --input mqm-id.tsv
expect_error "meteor-mtme-convert: no rater column" meteor-mtme-convert "mqm-col.tsv:1: no column 'rater'" score_mqm --input mqm-col.tsv
expect_error "meteor-mtme-convert: non-contiguous segments" meteor-mtme-convert "non-contiguous segments for A/d" score_mqm --input mqm-gap.tsv
expect_error "meteor-mtme-convert: misc mqm not a number" meteor-mtme-convert "mqm-misc.tsv:2: misc's \"mqm\" is not a number" score_mqm --unbabel --input mqm-misc.tsv
expect_error "meteor-mtme-convert: bad weights" meteor-mtme-convert "--weights: 'major' is not CATEGORY:WEIGHT" score_mqm --weights major --input mqm-gap.tsv
expect_error "meteor-mtme-convert: unknown flag" meteor-mtme-convert "unknown flag --bogus" score_mqm --bogus
expect_error "meteor-mtme-convert: unknown command" meteor-mtme-convert "unknown command 'scores'" scores
expect_error "meteor-mtme-convert: missing input" meteor-mtme-convert "missing.tsv: cannot open" score_mqm --input missing.tsv
expect_error "meteor-mtme-convert: set without --std_ref" meteor-mtme-convert "give --std_ref" verify_scores_file -t nowhere -l xx-yy --root .
expect_error "meteor-mtme-convert: missing rating field" meteor-mtme-convert "zh-en.p.r.seg.rating:2: error 1: missing field 'end'" evalset_ratings_to_standalone --root "$src/tests/data/mqm" -t wmt21.tedtalks -l zh-en --evalset_ratings_files zh-en.p.r.seg.rating --ratings_file out.jsonl
expect_error "meteor-metaeval --download: missing archive" meteor-metaeval "nothing.tgz: cannot open" --download --download_url nothing.tgz --root newroot
printf 'not an archive' > notarchive.tgz
expect_error "meteor-metaeval --download: not an archive" meteor-metaeval "notarchive.tgz:" --download --download_url notarchive.tgz --root newroot
# libcurl and libarchive are opened when a download starts: a library that
# cannot be loaded (here a file that is not one, found first through
# LD_LIBRARY_PATH) is an error that says what to install.
mkdir -p nolibs
printf 'not a library' > nolibs/libcurl.so.4
printf 'not a library' > nolibs/libarchive.so.13
LD_LIBRARY_PATH="$tmp/nolibs" expect_error "meteor-metaeval --download: libcurl not loadable" meteor-metaeval "cannot load libcurl.so.4: $tmp/nolibs/libcurl.so.4: file too short; install libcurl (Debian: libcurl4)" --download --download_url http://127.0.0.1:9/x.tgz --root newroot
LD_LIBRARY_PATH="$tmp/nolibs" expect_error "meteor-metaeval --download: libarchive not loadable" meteor-metaeval "cannot load libarchive.so.13: $tmp/nolibs/libarchive.so.13: file too short; install libarchive (Debian: libarchive13)" --download --download_url notarchive.tgz --root newroot
[[ -e newroot || -e newroot.download.part ]] && { echo "FAIL meteor-metaeval --download: a failed download left a root"; failures=$((failures + 1)); }

# ---------------------------------------------------------------- lost standard error
# -q sends the segment scores to standard error: where they cannot be
# written, the exit status says so (there is nowhere to say more).
count=$((count + 1))
if "$bin/meteor" hyp2 ref2 "${m[@]}" -q >/dev/null 2>/dev/full; then
  echo "FAIL meteor -q 2>/dev/full: exit status 0"
  failures=$((failures + 1))
fi

# ---------------------------------------------------------------- meteor-mbr
printf '0 ||| a cat\n2 ||| the cat\n' >gap.nbest
printf '0 ||| caf\xe9\n' >latin1.nbest
printf '0 ||| a cat\n1 ||| the cat\n' >good.nbest
printf '1 ||| the cat\n0 ||| a cat\n' >swapped.nbest
gzip -c good.nbest >good.nbest.gz
expect_error "meteor-mbr: gap in the IDs" meteor-mbr "gap.nbest:2: ID 2 after ID 0: ID 1 is missing" gap.nbest -m exact
expect_error "meteor-mbr: not UTF-8" meteor-mbr "latin1.nbest:1: not valid UTF-8 (byte 0xE9 at byte 10 of the line" \
  latin1.nbest -m exact
STDIN=<(cat good.nbest.gz) expect_error "meteor-mbr: gzip from a pipe" meteor-mbr "<stdin>: gzip data from a pipe" -m exact
expect_error "meteor-mbr: pseudo-references out of step" meteor-mbr \
  "swapped.nbest:1: ID 1 where the n-best list has ID 0" good.nbest -m exact -pseudo-references swapped.nbest
seq 0 199 | sed 's/.*/0 ||| word&/' >big.nbest
expect_error "meteor-mbr: a block over the memory limit" meteor-mbr \
  "big.nbest:1: ID 0: 200 x 200 scores need about 2 MB, over the memory limit of 1 MB (-mem, memory_limit=)" \
  big.nbest -m exact -mem 1

# ---------------------------------------------------------------- meteor-xray
expect_error "meteor-xray: malformed match line" meteor-xray "bad-align.out:5: expected 'refStart:length" bad-align.out -o x.html
expect_error "meteor-xray: not an alignment file" meteor-xray "notalign.out:1: expected a line starting with 'Alignment'" notalign.out -o x.html
expect_error "meteor-xray: missing file" meteor-xray "missing.out: cannot open" missing.out -o x.html
"$bin/meteor" hyp2 ref2 "${m[@]}" -writeAlignments -f good >/dev/null 2>&1
expect_error "meteor-xray: unwritable output" meteor-xray "nowhere/x.html: cannot write" good-align.out -o nowhere/x.html
expect_error "meteor-xray: unknown option" meteor-xray "unrecognised option '-bogus'" notalign.out -bogus

# ---------------------------------------------------------------- trainer (more in cli-trainer)
if [[ -x "$bin/trainer" ]]; then
  expect_error "trainer: unknown task" trainer "unknown task" segcorr folder
  expect_error "trainer: missing folder" trainer "nowhere: cannot read the folder" segcor nowhere
  expect_error "trainer: unknown option" trainer "unrecognised option '-bogus'" segcor folder -bogus
  expect_error "trainer: -threads x" trainer "-threads: 'x' is not a number of threads" segcor folder -threads x
  expect_error "trainer: unknown language" trainer "unknown language 'eng'" segcor folder -l eng
fi

# ---------------------------------------------------------------- no arguments
# A script that lost its arguments must not "succeed": the usage text on
# standard error, nothing on standard output, exit status 2; --help prints it
# on standard output with exit status 0.
expect_usage() {
  local tool="$1"
  count=$((count + 1))
  "$bin/$tool" >"$tmp/out" 2>"$tmp/err" </dev/null
  local rc=$?
  if [[ $rc != 2 || -s "$tmp/out" ]] || ! grep -qi "usage" "$tmp/err"; then
    echo "FAIL $tool without arguments: exit status $rc, $(wc -c <"$tmp/out") bytes on stdout, stderr: $(head -c 100 "$tmp/err")"
    failures=$((failures + 1))
  fi
  count=$((count + 1))
  "$bin/$tool" --help >"$tmp/out" 2>"$tmp/err" </dev/null
  rc=$?
  if [[ $rc != 0 || -s "$tmp/err" ]] || ! grep -qi "usage" "$tmp/out"; then
    echo "FAIL $tool --help: exit status $rc, stderr: $(head -c 100 "$tmp/err")"
    failures=$((failures + 1))
  fi
}
for tool in meteor matcher trainer sgm2txt meteor-xray meteor-metaeval meteor-compile meteor-stem meteor-filter-paraphrase \
    meteor-parex; do
  [[ -x "$bin/$tool" ]] && expect_usage "$tool"
done
# stats-scorer reads standard input: without arguments and with a terminal
# there (nothing piped in), the usage; piped statistics are its normal use.
if command -v script >/dev/null 2>&1; then
  count=$((count + 1))
  script -qec "'$bin/stats-scorer' 2>'$tmp/err' >'$tmp/out'" /dev/null >/dev/null 2>&1
  rc=$?
  if [[ $rc != 2 || -s "$tmp/out" ]] || ! grep -qi "usage" "$tmp/err"; then
    echo "FAIL stats-scorer without arguments at a terminal: exit status $rc"
    failures=$((failures + 1))
  fi
fi

echo "$count bad-input cases, $failures failure(s)"
[[ $failures == 0 ]]
