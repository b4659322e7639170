#!/usr/bin/env python3
"""MTME score files (meteor -mtme) and meta-evaluation (meteor-metaeval).

1. Plaintext: the example scored as two systems named the MTME way; the
   files must hold exactly the scores meteor -q prints, merged by system.
2. Option errors: one line on stderr, exit status 1.
3. SGML: the conformance suite's trainer/segcor systems (3 systems, 120
   segments, human error scores in .ter files) scored with -sgml -mtme; the
   files must hold the -seg.scr/-sys.scr scores in reference-file order.
   The .ter scores become MTME human scores (negated: MTME scores are
   higher-is-better, as its MQM scores), and meteor-metaeval's figures are
   checked against a second implementation here, written from MTME's
   definitions (stats.py) with brute-force pair loops.

Usage: mtme_metaeval_test.py --bin BUILD/bin --example DIR [--segcor DIR]
SPDX-License-Identifier: LGPL-2.1-or-later
"""

import argparse
import itertools
import math
import os
import statistics
import subprocess
import sys
import tempfile

failures = []


# Meteor 1.5's English modules without the paraphrase table, which is not here.
MODS = ["-m", "exact stem synonym"]

def fail(msg):
    failures.append(msg)
    print("FAIL:", msg)


def run(cmd, cwd, expect=0):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if p.returncode != expect:
        fail(f"{' '.join(cmd)}: exit {p.returncode}, expected {expect}: {p.stderr.strip()}")
    return p


def read_score_file(path, allow_none=False):
    """MTME's data.ReadScoreFile."""
    scores = {}
    with open(path) as f:
        for line in f:
            sysname, score = line.split()
            if score == "None":
                assert allow_none
                scores.setdefault(sysname, []).append(None)
            else:
                scores.setdefault(sysname, []).append(float(score))
    return scores


def close(a, b, tol=1e-9):
    if isinstance(a, float) and math.isnan(a):
        return isinstance(b, float) and math.isnan(b)
    return abs(a - b) <= tol


# ---------------------------------------------------------------- MTME stats,
# straight from the definitions.

def pearson(g, m):
    if len(g) < 2 or len(set(g)) == 1 or len(set(m)) == 1:
        return math.nan
    return statistics.correlation(g, m)


def ranks(v):
    order = sorted(range(len(v)), key=lambda i: v[i])
    r = [0.0] * len(v)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return r


def spearman(g, m):
    return pearson(ranks(g), ranks(m))


def counts(g, m, eps=0.0):
    con = dis = tg = tm = tb = 0
    for i, j in itertools.combinations(range(len(g)), 2):
        dg, dm = g[i] - g[j], m[i] - m[j]
        gt, mt = dg == 0, abs(dm) <= eps
        if gt and mt:
            tb += 1
        elif gt:
            tg += 1
        elif mt:
            tm += 1
        elif (dg > 0) == (dm > 0):
            con += 1
        else:
            dis += 1
    return con, dis, tg, tm, tb


def kendall(g, m, variant, eps=0.0):
    con, dis, tg, tm, tb = counts(g, m, eps)
    tot = con + dis + tg + tm + tb
    if variant in ("b", "c") and (tm + tb == tot or tg + tb == tot):
        return math.nan
    if variant == "b":
        return max(-1.0, min(1.0, (con - dis) / math.sqrt(tot - tm - tb) / math.sqrt(tot - tg - tb)))
    if variant == "c":
        k = min(len(set(g)), len(set(m)))
        return 2 * (con - dis) / (len(g) ** 2 * (k - 1) / k)
    if variant == "23":
        return (con + tb - dis - tg - tm) / tot
    return (con + tb) / tot


def kendall_like(g, m, thresh):
    c = d = 0
    for (a, b) in itertools.combinations(zip(g, m), 2):
        diff = a[0] - b[0]
        if abs(diff) >= thresh:
            if diff > 0 and a[1] > b[1] or diff < 0 and a[1] < b[1]:
                c += 1
            else:
                d += 1
    return ((c - d) / (c + d) if c + d else 0), c + d


def rows(gold, metric, systems, average):
    """MTME's _Reshape plus None filtering."""
    n = len(gold[systems[0]])
    if average == "none":
        vecs = [[(gold[s][i], metric[s][i]) for s in systems for i in range(n)]]
    elif average == "sys":
        vecs = [[(gold[s][i], metric[s][i]) for i in range(n)] for s in systems]
    else:
        vecs = [[(gold[s][i], metric[s][i]) for s in systems] for i in range(n)]
    return [([g for g, _ in v if g is not None], [x for g, x in v if g is not None]) for v in vecs]


def average(vecs, fn, weighted=False):
    tot = n = 0
    for g, m in vecs:
        if len(g) < 2:
            continue
        r = fn(g, m)
        k = r[1] if weighted else 1
        c = r[0] if weighted else r
        if not math.isnan(c):
            tot += k * c
            n += k
    return tot / n if n else 0


def acc23_at(vecs, eps):
    vals = [kendall(g, m, "acc23", eps) for g, m in vecs if len(g) >= 2]
    return sum(vals) / len(vals)


def expected(gold, metric, systems, avg, thresh):
    vecs = rows(gold, metric, systems, avg)
    out = {
        "pearson": average(vecs, pearson),
        "spearman": average(vecs, spearman),
        "kendall": average(vecs, lambda g, m: kendall(g, m, "b")),
        "kendall-c": average(vecs, lambda g, m: kendall(g, m, "c")),
        "kendall-23": average(vecs, lambda g, m: kendall(g, m, "23")),
        "kendall-acc23": average(vecs, lambda g, m: kendall(g, m, "acc23")),
        f"kendall-like@{thresh:g}": average(rows(gold, metric, systems, "item"),
                                            lambda g, m: kendall_like(g, m, thresh), weighted=True),
    }
    return out, vecs


def check_metaeval(bin_dir, work, gold_path, metric_path, avg, label):
    p = run([f"{bin_dir}/meteor-metaeval", gold_path, metric_path, "-avg", avg], work)
    got = {}
    for line in p.stdout.splitlines():
        if line.startswith("#"):
            continue
        k, v = line.split("\t")
        got[k] = float(v)
    gold = read_score_file(gold_path, True)
    metric = read_score_file(metric_path)
    systems = list(gold)
    if len(gold[systems[0]]) == 1:
        avg = "none"
    want, vecs = expected(gold, metric, systems, avg, 0.0)
    for k, v in want.items():
        if k not in got:
            fail(f"{label}: no {k} in meteor-metaeval output")
        elif not close(got[k], v):
            fail(f"{label}: {k} = {got[k]!r}, expected {v!r}")
    # The optimized acc23 is acc23 with the reported threshold as epsilon,
    # at least that of threshold 0, and (brute force over every candidate
    # threshold, where that is cheap) the best there is.
    opt, thr = got["kendall-acc23-opt"], got["kendall-acc23-opt-threshold"]
    if not close(acc23_at(vecs, thr), opt):
        fail(f"{label}: kendall-acc23-opt {opt} is not acc23 at its threshold {thr} ({acc23_at(vecs, thr)})")
    if opt < acc23_at(vecs, 0.0) - 1e-12:
        fail(f"{label}: kendall-acc23-opt {opt} is below acc23 without ties")
    if avg == "item":
        cands = sorted({0.0} | {abs(a - b) for g, m in vecs for a, b in itertools.combinations(m, 2)})
        best = max(acc23_at(vecs, t) for t in cands)
        if not close(best, opt):
            fail(f"{label}: kendall-acc23-opt {opt}, brute force gives {best}")
    if len(gold[systems[0]]) == 1:
        g = [gold[s][0] for s in systems]
        m = [metric[s][0] for s in systems]
        agree = sum(1 for i, j in itertools.combinations(range(len(g)), 2)
                    if (g[i] > g[j]) - (g[i] < g[j]) == (m[i] > m[j]) - (m[i] < m[j]))
        acc = agree / (len(g) * (len(g) - 1) / 2)
        if not close(got.get("accuracy", math.nan), acc):
            fail(f"{label}: accuracy {got.get('accuracy')}, expected {acc}")
    return got


# ---------------------------------------------------------------- parts

def plaintext(bin_dir, example, work):
    env_dir = os.path.join(work, "plain")
    os.makedirs(f"{env_dir}/system-outputs/en-xx")
    os.makedirs(f"{env_dir}/references")
    # MTME's file names: references/SRC-TGT.NAME.txt, system-outputs/SRC-TGT/NAME.txt.
    os.symlink(os.path.abspath(f"{example}/ref.en"), f"{env_dir}/references/en-xx.refA.txt")
    os.symlink(os.path.abspath(f"{example}/hyp.en"), f"{env_dir}/system-outputs/en-xx/sysA.txt")
    os.symlink(os.path.abspath(f"{example}/ref.en"), f"{env_dir}/system-outputs/en-xx/sysB.txt")
    ref = "references/en-xx.refA.txt"
    ms = "metric-scores/en-xx"
    for s in ("sysA", "sysB"):
        hyp = f"system-outputs/en-xx/{s}.txt"
        q = run([f"{bin_dir}/meteor", hyp, ref, "-l", "en", "-norm", "-q", *MODS], env_dir)
        run([f"{bin_dir}/meteor", hyp, ref, "-l", "en", "-norm", *MODS, "-mtme", ms, "-f", s], env_dir)
        scores = read_score_file(f"{env_dir}/{ms}/meteor-refA.seg.score")
        printed = [float(x) for x in q.stderr.splitlines() if not x.startswith("Warning")]
        if scores.get(s) != printed:
            fail(f"plaintext {s}: seg scores {scores.get(s)} differ from meteor -q's")
        with open(f"{env_dir}/{ms}/meteor-refA.sys.score") as f:
            lines = f.read().splitlines()
        if f"{s}\t{q.stdout.strip()}" not in lines:
            fail(f"plaintext {s}: sys score file {lines} lacks '{s}\\t{q.stdout.strip()}'")
        with open(f"{env_dir}/{ms}/meteor-refA.seg.score") as f:
            if any(len(line.split("\t")) != 2 for line in f):
                fail("plaintext: seg score lines are not SYSNAME<TAB>SCORE")
    seg_path = f"{env_dir}/{ms}/meteor-refA.seg.score"
    with open(seg_path) as f:
        before = f.read()
    if [line.split("\t")[0] for line in before.splitlines()] != ["sysA"] * 10 + ["sysB"] * 10:
        fail("plaintext: seg file is not a block of sysA then a block of sysB")
    if set(read_score_file(seg_path)["sysB"]) != {1.0}:
        fail("plaintext: the reference scored as a system should score 1.0 everywhere")
    # Scoring sysA again replaces its block in place.
    run([f"{bin_dir}/meteor", "system-outputs/en-xx/sysA.txt", ref, "-l", "en", "-norm", *MODS, "-mtme", ms, "-f", "x"],
        env_dir)
    with open(seg_path) as f:
        if f.read() != before:
            fail("plaintext: scoring sysA again changed the seg file")
    # Names given on the command line.
    run([f"{bin_dir}/meteor", os.path.abspath(f"{example}/hyp.en"), os.path.abspath(f"{example}/ref.en"), "-l", "en",
         "-norm", *MODS, "-mtme", "named", "-mtmeName", "Meteor-1.5", "-mtmeRef", "refB", "-mtmeSys", "hyp", "-f", "x"],
        env_dir)
    for level in ("sys", "seg"):
        if not os.path.exists(f"{env_dir}/named/Meteor-1.5-refB.{level}.score"):
            fail(f"plaintext: -mtmeName/-mtmeRef wrote no named/Meteor-1.5-refB.{level}.score")


def errors(bin_dir, example, work):
    hyp, ref = os.path.abspath(f"{example}/hyp.en"), os.path.abspath(f"{example}/ref.en")
    cases = [
        (["-mtme", "d"], "cannot tell the reference name"),
        (["-mtme", "d", "-mtmeRef", "ref-A"], "-mtmeRef: reference name 'ref-A'"),
        (["-mtme", "d", "-mtmeRef", "refA", "-mtmeSys", "a b"], "-mtmeSys: system name 'a b'"),
        (["-mtmeRef", "refA"], "go with -mtme dir"),
        (["-mtme", "d", "-stdio"], "-mtme: not with -stdio"),
    ]
    for extra, message in cases:
        p = run([f"{bin_dir}/meteor", hyp, ref, "-l", "en", "-norm", *MODS] + extra, work, expect=1)
        lines = p.stderr.strip().splitlines()
        if len(lines) != 1 or message not in lines[0]:
            fail(f"meteor {' '.join(extra)}: expected one error line with '{message}', got {p.stderr!r}")
    p = run([f"{bin_dir}/meteor-metaeval", "missing.score", "missing2.score"], work, expect=1)
    if "missing.score" not in p.stderr:
        fail(f"meteor-metaeval on a missing file: {p.stderr!r}")


def sgml_order(path):
    """(docid, segid) pairs of an SGML file in file order."""
    import re
    out, doc = [], None
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.search(r'<doc[^>]*docid="([^"]*)"', line)
            if m:
                doc = m.group(1)
            m = re.search(r'<seg[^>]*id="([^"]*)"', line)
            if m:
                out.append((doc, m.group(1)))
    return out


def segcor(bin_dir, segcor_dir, work):
    systems = ["Facebook-AI", "Online-W", "UEdin"]
    top = os.path.join(work, "segcor")
    ms = f"{top}/metric-scores/de-en"
    hs = f"{top}/human-scores"
    os.makedirs(hs)
    for s in systems:
        run([f"{bin_dir}/meteor", f"{segcor_dir}/{s}.tst", f"{segcor_dir}/{s}.ref", "-sgml", "-l", "de", "-norm", "-m", "exact stem",
             "-mtme", ms, "-f", s], top)
    seg = read_score_file(f"{ms}/meteor-ref.seg.score")
    sys_scores = read_score_file(f"{ms}/meteor-ref.sys.score")
    doc = read_score_file(f"{ms}/meteor-ref.doc.score")
    if list(seg) != systems:
        fail(f"segcor: systems {list(seg)} in the seg file")
    human = []
    for s in systems:
        order = sgml_order(f"{segcor_dir}/{s}.ref")
        # meteor's own segment scores, by (doc, seg)
        scr = {}
        with open(f"{top}/{s}-seg.scr") as f:
            for line in f:
                _, _, d, g, v = line.rstrip("\n").split("\t")
                scr[(d, g)] = float(v)
        if seg[s] != [scr[k] for k in order]:
            fail(f"segcor {s}: seg scores are not {s}-seg.scr's in reference order")
        with open(f"{top}/{s}-sys.scr") as f:
            if sys_scores[s] != [float(f.read().split("\t")[-1])]:
                fail(f"segcor {s}: sys score differs from {s}-sys.scr")
        docs = list(dict.fromkeys(d for d, _ in order))
        if len(doc[s]) != len(docs):
            fail(f"segcor {s}: {len(doc[s])} doc scores for {len(docs)} documents")
        # Human scores: .ter lines "doc seg errors", in the same order.
        with open(f"{segcor_dir}/{s}.ter") as f:
            ter = [line.split() for line in f if line.strip()]
        if [(d, g) for d, g, _ in ter] != order:
            fail(f"segcor {s}: {s}.ter is not in reference order")
        human.append((s, [-float(v) for _, _, v in ter]))
    with open(f"{hs}/de-en.mqm.seg.score", "w") as f:
        for s, values in human:
            for v in values:
                f.write(f"{s}\t{v!r}\n")
    with open(f"{hs}/de-en.mqm.sys.score", "w") as f:
        for s, values in human:
            f.write(f"{s}\t{sum(values) / len(values)!r}\n")
    results = {}
    results["system level"] = check_metaeval(bin_dir, top, f"{hs}/de-en.mqm.sys.score", f"{ms}/meteor-ref.sys.score", "none",
                                    "segcor sys")
    for avg in ("none", "sys", "item"):
        results[avg] = check_metaeval(bin_dir, top, f"{hs}/de-en.mqm.seg.score", f"{ms}/meteor-ref.seg.score", avg,
                                      f"segcor seg avg={avg}")
    # None gold scores are left out: blank out the first system's first ten.
    with open(f"{hs}/de-en.mqm.seg.score") as f:
        lines = f.read().splitlines()
    with open(f"{hs}/de-en.partial.seg.score", "w") as f:
        for i, line in enumerate(lines):
            f.write(line.split("\t")[0] + "\tNone\n" if i < 10 else line + "\n")
    for avg in ("none", "item"):
        got = check_metaeval(bin_dir, top, f"{hs}/de-en.partial.seg.score", f"{ms}/meteor-ref.seg.score", avg,
                             f"segcor partial avg={avg}")
        if got["pearson"] == results[avg]["pearson"]:
            fail(f"segcor partial avg={avg}: None scores made no difference")
    print("segcor figures (MTME layout, human = -errors):")
    for level, got in results.items():
        print(f"  {level if level == 'system level' else 'segment level, avg ' + level}: " +
              " ".join(f"{k}={v:.4f}" for k, v in got.items()))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--example", required=True)
    ap.add_argument("--segcor")
    a = ap.parse_args()
    bin_dir = os.path.abspath(a.bin)
    with tempfile.TemporaryDirectory() as work:
        plaintext(bin_dir, os.path.abspath(a.example), work)
        errors(bin_dir, os.path.abspath(a.example), work)
        if a.segcor and os.path.isdir(a.segcor):
            segcor(bin_dir, os.path.abspath(a.segcor), work)
        else:
            print("segcor data not found: SGML and meta-evaluation part skipped")
    if failures:
        print(f"{len(failures)} failure(s)")
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
