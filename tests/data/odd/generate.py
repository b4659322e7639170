#!/usr/bin/env python3
"""Odd but valid input, and what Meteor 1.5 answers to it.

Writes the input files of this folder (deterministic: fixed seeds) and, with
--java, the cases/ folder: one conformance-style case per command (cmd,
stdin, expected/ from running Meteor 1.5), checked by the odd-input test
with ../shared/conformance/check --cases tests/data/odd/cases.

Inputs:
  empty.{hyp,ref}       empty and whitespace-only lines on either side
  invalid.{hyp,ref}     random malformed UTF-8 (truncated, overlong, surrogate,
                        out-of-range and stray bytes) inside and between words
  lineends.{hyp,ref}    CRLF, lone CR, LF mixed; no newline after the last line
  spaces.{hyp,ref}      tab, form feed, vertical tab, NUL, BOM, NBSP, U+0085,
                        U+2028 and other characters Java does or does not
                        split words or lines on
  multi.ref             two references per line (-r 2) with CR line ends
  requests.stdio        -stdio requests with CRLF ends, invalid bytes, empty lines
  odd.{tst,ref}.sgm     SGML with CRLF ends, invalid bytes and an empty segment
  long.{hyp,ref}        one line of about 4,400 words each (LICENSE's words, and
                        a copy with words dropped, inserted, swapped and
                        inflected): our large-input search; Meteor 1.5 needs
                        more than its default 2 GB heap for it

Usage: generate.py [--java /work/ref/jmeteor --jmatcher /work/ref/jmatcher
                    --jar /work/ref/build/meteor-1.5.jar]
"""
import argparse
import os
import random
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
WORDS = ('the a of to and in is was it that cat cats dog sat sits mat house running ran quick brown fox '
         'jumped over lazy said report people city year new old big small good great').split()


def write(name, data):
    with open(os.path.join(HERE, name), 'wb') as f:
        f.write(data)


def words(rng, n):
    return ' '.join(rng.choice(WORDS) for _ in range(n)).encode()


# Byte sequences that are not (or not all) well-formed UTF-8.
BAD = [b'\x80', b'\xbf', b'\xc0', b'\xc1\xbf', b'\xc2', b'\xc3(', b'\xe0\x80\x80', b'\xe0\xa0', b'\xe2\x82',
       b'\xe2\x28\xa1', b'\xed\xa0\x80', b'\xed\xbf\xbf', b'\xef\xbf', b'\xf0\x80\x80\x80', b'\xf0\x90\x80',
       b'\xf0\x9f\x98', b'\xf4\x90\x80\x80', b'\xf5\x80\x80\x80', b'\xf8\x88\x80\x80\x80', b'\xfc\x84\x80\x80\x80\x80',
       b'\xfe', b'\xff', b'\xc3\xa9\xa9', b'\xe2\x82\xac\xac', b'\xf0\x9f\x98\x80\x80']
GOOD = [b'\xc3\xa9', b'\xe2\x82\xac', b'\xf0\x9f\x98\x80', b'\xc3\x9f', b'\xce\xa3']


def invalid_line(rng):
    out = []
    for _ in range(rng.randint(0, 12)):
        r = rng.random()
        if r < 0.4:
            out.append(rng.choice(WORDS).encode())
        elif r < 0.75:  # a bad sequence inside a word, or a word of bad sequences
            w = rng.choice(WORDS).encode()
            k = rng.randint(0, len(w))
            out.append(w[:k] + rng.choice(BAD) + w[k:])
        elif r < 0.9:
            out.append(b''.join(rng.choice(BAD + GOOD) for _ in range(rng.randint(1, 3))))
        else:
            out.append(bytes(rng.randint(0x80, 0xff) for _ in range(rng.randint(1, 4))))
    line = b' '.join(out)
    if rng.random() < 0.2:
        line += rng.choice(BAD)  # a truncated sequence right before the line end
    return line


def generate():
    rng = random.Random(1505)
    # Empty lines.
    hyp = [b'', b'the cat sat', b'', b'   ', b'\t', b'a dog', b'', b'the the the']
    ref = [b'', b'', b'the cat sat', b'the mat', b' \t ', b'', b'\f', b'the']
    write('empty.hyp', b'\n'.join(hyp) + b'\n')
    write('empty.ref', b'\n'.join(ref) + b'\n')
    # Invalid UTF-8: the reference shares words (and bad bytes) with the test.
    hyp, ref = [], []
    for _ in range(120):
        h = invalid_line(rng)
        hyp.append(h)
        toks = h.split(b' ')
        rng.shuffle(toks)
        keep = [t for t in toks if rng.random() < 0.6]
        ref.append(b' '.join(keep + [invalid_line(rng)]).strip(b' '))
    write('invalid.hyp', b'\n'.join(hyp) + b'\n')
    write('invalid.ref', b'\n'.join(ref) + b'\n')
    # Line ends.
    ends = [b'\r\n', b'\r', b'\n', b'\r\n', b'\r']
    hyp = b''.join(words(rng, rng.randint(1, 8)) + ends[i % len(ends)] for i in range(20)) + words(rng, 5)
    ref = b''.join(words(rng, rng.randint(1, 8)) + ends[(i + 2) % len(ends)] for i in range(20)) + words(rng, 6)
    write('lineends.hyp', hyp)
    write('lineends.ref', ref)
    # -r 2, CR line ends, no final newline.
    multi = b'\r'.join(words(rng, rng.randint(0, 8)) for _ in range(42))
    write('multi.ref', multi)
    write('multi.hyp', b'\r\n'.join(words(rng, rng.randint(1, 8)) for _ in range(21)))
    # Word separators and other odd characters.
    specials = [b'\t', b'\x0c', b'\x0b', b'\x00', b'\xef\xbb\xbf', b'\xc2\xa0', b'\xc2\x85', b'\xe2\x80\xa8',
                b'\xe2\x80\xa9', b'\xe3\x80\x80', b'\x1c', b'\x1f', b'\x7f']
    hyp, ref = [], []
    for i in range(40):
        ws = [w.encode() for w in rng.sample(WORDS, 6)]
        h = ws[0]
        for w in ws[1:]:
            h += rng.choice(specials + [b' ']) + w
        r = ws[0]
        for w in ws[1:]:
            r += rng.choice(specials + [b' ', b' ']) + w
        hyp.append(h)
        ref.append(r)
    write('spaces.hyp', b'\xef\xbb\xbf' + b'\n'.join(hyp) + b'\n')
    write('spaces.ref', b'\n'.join(ref) + b'\n')
    # -stdio requests.
    reqs = []
    for i in range(60):
        r = rng.random()
        if r < 0.5:
            reqs.append(b'SCORE ||| ' + invalid_line(rng) + b' ||| ' + invalid_line(rng))
        elif r < 0.7:
            reqs.append(b'SCORE ||| ' + words(rng, 6) + b' ||| ' + words(rng, 3) + b' ||| ' + words(rng, 5))
        elif r < 0.85:
            reqs.append(b'EVAL ||| 8.0 8.0 2.0 2.0 5.0 5.0 1.0 1.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 '
                        b'3.0 6.0 6.0')
        else:
            reqs.append(b'SCORE ||| \t ||| ' + words(rng, 2))
    write('requests.stdio', b''.join(q + (b'\r\n' if i % 3 else b'\n') for i, q in enumerate(reqs)))
    # SGML.
    tst = [b'<tstset setid="odd" srclang="de" trglang="en">', b'<doc docid="d1" sysid="sys">']
    ref = [b'<refset setid="odd" srclang="de" trglang="en">', b'<doc docid="d1" sysid="ref">']
    for i in range(1, 16):
        tst.append(b'<seg id="%d">' % i + (invalid_line(rng) if i != 7 else b'') + b'</seg>')
        ref.append(b'<seg id="%d">' % i + invalid_line(rng) + b' ' + words(rng, 3) + b'</seg>')
    tst += [b'</doc>', b'</tstset>']
    ref += [b'</doc>', b'</refset>']
    write('odd.tst.sgm', b'\r\n'.join(tst) + b'\r\n')
    write('odd.ref.sgm', b'\r\n'.join(ref))


def generate_long():
    """English prose of our own: the words of LICENSE (the LGPL, 4,000+
    words) against a copy with words dropped, inserted, swapped and inflected,
    one line each: their lengths multiply past 4 million word pairs."""
    rng = random.Random(17)
    with open(os.path.join(HERE, '..', '..', '..', 'LICENSE'), 'rb') as f:
        hyp = f.read().split()
    ref = []
    for w in hyp:
        r = rng.random()
        if r < 0.07:
            continue  # dropped
        if r < 0.12:
            w = w[:-1] if w.endswith(b's') and len(w) > 3 else w + b's'  # inflected: stem matches
        elif r < 0.16:
            ref.append(rng.choice(hyp))  # inserted
        ref.append(w)
        if len(ref) > 1 and rng.random() < 0.04:
            ref[-1], ref[-2] = ref[-2], ref[-1]  # swapped
    write('long.hyp', b' '.join(hyp) + b'\n')
    write('long.ref', b' '.join(ref) + b'\n')


CASES = {
    # name: (tool, arguments, stdin or None)
    'empty-lines': ('meteor', "{C}/empty.hyp {C}/empty.ref -l en -norm -m 'exact stem synonym' -writeAlignments", None),
    'empty-lines-ssout': ('meteor', "{C}/empty.hyp {C}/empty.ref -l en -lower -m 'exact stem' -ssOut", None),
    'invalid-utf8-lower': ('meteor', "{C}/invalid.hyp {C}/invalid.ref -l en -lower -m 'exact stem synonym' "
                                     "-writeAlignments", None),
    'invalid-utf8-norm': ('meteor', "{C}/invalid.hyp {C}/invalid.ref -l en -norm -m 'exact stem synonym' -writeAlignments", None),
    'invalid-utf8-raw': ('meteor', "{C}/invalid.hyp {C}/invalid.ref -l fr -m exact -vOut -writeAlignments", None),
    'invalid-utf8-matcher': ('matcher', "{C}/invalid.hyp {C}/invalid.ref -m 'exact stem'", None),
    'line-ends': ('meteor', "{C}/lineends.hyp {C}/lineends.ref -l en -norm -m 'exact stem synonym' -writeAlignments", None),
    'line-ends-matcher': ('matcher', "{C}/lineends.hyp {C}/lineends.ref -m 'exact stem synonym'", None),
    'line-ends-multiref': ('meteor', "{C}/multi.hyp {C}/multi.ref -r 2 -l en -lower -m 'exact stem synonym' -writeAlignments", None),
    'spaces-lower': ('meteor', "{C}/spaces.hyp {C}/spaces.ref -l en -lower -m exact -writeAlignments", None),
    'spaces-norm': ('meteor', "{C}/spaces.hyp {C}/spaces.ref -l en -norm -m 'exact stem' -writeAlignments", None),
    'stdio-odd': ('meteor', "- - -stdio -l en -norm -m 'exact stem synonym'", '{C}/requests.stdio'),
    'long-line': ('meteor', "{C}/long.hyp {C}/long.ref -l en -norm -m 'exact stem synonym'", None),
    'sgml-odd': ('meteor', "{C}/odd.tst.sgm {C}/odd.ref.sgm -sgml -l en -norm -m 'exact stem synonym' "
                           "-writeAlignments", None),
}


def run_java(java, jmatcher, jar):
    cases = os.path.join(HERE, 'cases')
    shutil.rmtree(cases, ignore_errors=True)
    for name, (tool, args, stdin) in sorted(CASES.items()):
        d = os.path.join(cases, name)
        os.makedirs(os.path.join(d, 'expected'))
        with open(os.path.join(d, 'cmd'), 'w') as f:
            f.write('%s %s\n' % (tool, args))
        if stdin:
            with open(os.path.join(d, 'stdin'), 'w') as f:
                f.write(stdin + '\n')
        exe = [java] if tool == 'meteor' else [jmatcher]
        if name == 'long-line':  # Meteor 1.5 runs out of a 2 GB heap here
            exe = ['java', '-Xmx10G', '-jar', jar]
        work = tempfile.mkdtemp()
        import shlex
        argv = exe + [a.replace('{C}', HERE) for a in shlex.split(args)]
        with open(stdin.replace('{C}', HERE), 'rb') if stdin else open(os.devnull, 'rb') as inp:
            p = subprocess.run(argv, cwd=work, stdin=inp, capture_output=True)
        for fn in os.listdir(work):
            shutil.copy(os.path.join(work, fn), os.path.join(d, 'expected', fn))
        with open(os.path.join(d, 'expected', 'stdout'), 'wb') as f:
            f.write(p.stdout)
        with open(os.path.join(d, 'expected', 'exit'), 'w') as f:
            f.write('%d\n' % p.returncode)
        shutil.rmtree(work)
        print('%-24s exit %d, %d stdout lines, files: %s' % (name, p.returncode, p.stdout.count(b'\n'),
                                                          ' '.join(sorted(os.listdir(os.path.join(d, 'expected'))))))
        if p.returncode != 0:
            print(p.stderr.decode('utf-8', 'replace')[-500:])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--java', help='Meteor 1.5 (java -jar meteor-1.5.jar wrapper) to make cases/ with')
    ap.add_argument('--jmatcher', help="Meteor 1.5's Matcher wrapper")
    ap.add_argument('--jar', default='/work/ref/build/meteor-1.5.jar', help="Meteor 1.5's jar (for long-line)")
    a = ap.parse_args()
    generate()
    generate_long()
    if a.java:
        run_java(a.java, a.jmatcher, a.jar)


if __name__ == '__main__':
    main()
