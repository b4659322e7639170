#!/usr/bin/python3
"""Synthetic score sets and MTME's figures on them (goldens for
libmeteor/metaeval/significance/significance_test.cc and ranking_test.cc).

The data (*.scores) are generated here from a fixed seed, MQM-like: gold
scores are minus weighted error counts (many ties), some cells and whole
segments missing (nan), metrics are noisy functions of the gold scores, some
rounded (metric ties). The goldens (goldens.tsv, matrix_*.txt) are MTME's
own numbers: this script imports MTME (google-research/mt-metrics-eval,
checked out separately and given with --mtme; it is not part of this
repository) and calls its public functions on the data. Run with Debian's
python3 and python3-numpy python3-scipy python3-absl python3-dacite:

    /usr/bin/python3 tests/data/mstats/make_goldens.py --mtme PATH/mt-metrics-eval

Permutation p-values depend on numpy's draws (seeded below): our tests
compare them within a Monte Carlo tolerance, never exactly.

SPDX-License-Identifier: LGPL-2.1-or-later
"""

import argparse
import io
import math
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def make_data():
    """Returns {name: (systems, gold, {metric: scores})}, vectors system x item."""
    rng = random.Random(20261123)
    sets = {}

    def mqm(quality):
        # Minus weighted errors: majors (5) and minors (1), rarely fractional.
        majors = sum(rng.random() < 0.25 * (1 - quality) for _ in range(3))
        minors = sum(rng.random() < 0.5 * (1 - quality) for _ in range(4))
        punct = 0.1 if rng.random() < 0.1 else 0.0
        return -(5 * majors + minors + punct)

    def seg_set(systems, items, missing_items, missing_cells, metrics):
        quality = [rng.uniform(0.2, 0.9) for _ in range(systems)]
        difficulty = [rng.uniform(-0.2, 0.2) for _ in range(items)]
        latent = [[min(1, max(0, quality[s] + difficulty[i] + rng.gauss(0, 0.15))) for i in range(items)]
                  for s in range(systems)]
        gold = []
        for s in range(systems):
            for i in range(items):
                gold.append(mqm(latent[s][i]))
        for i in rng.sample(range(items), missing_items):
            for s in range(systems):
                gold[s * items + i] = math.nan
        for c in rng.sample(range(systems * items), missing_cells):
            gold[c] = math.nan
        out = {}
        for name, noise, digits in metrics:
            v = [latent[s][i] + rng.gauss(0, noise) for s in range(systems) for i in range(items)]
            if digits is not None:
                v = [round(x, digits) for x in v]
            out[name] = v
        return gold, out

    metrics = [("BLEU", 0.30, 2), ("chrF", 0.22, 3), ("COMET", 0.10, None), ("BLEURT", 0.12, None),
               ("meteor", 0.18, None), ("meteor-para", 0.17, None), ("TER", 0.35, 1), ("YiSi", 0.15, 4),
               ("const", 0.0, 0)]
    gold, m = seg_set(12, 60, 8, 15, metrics)
    m["const"] = [0.5] * len(gold)  # constant metric: NaN correlations
    sets["seg"] = (12, gold, m)
    # System level: three language pairs (pooled accuracy), no missing gold.
    for lp, n in (("sysA", 8), ("sysB", 11), ("sysC", 14)):
        quality = [rng.uniform(0, 1) for _ in range(n)]
        gold = [round(-10 * (1 - q) + rng.gauss(0, 0.5), 3) for q in quality]
        out = {}
        for name, noise, digits in metrics[:8]:
            v = [q + rng.gauss(0, noise / 3) for q in quality]
            out[name] = [round(x, digits) if digits is not None else x for x in v]
        sets[lp] = (n, gold, out)
    return sets


def write_data(sets):
    for name, (systems, gold, metrics) in sets.items():
        with open(os.path.join(HERE, name + ".scores"), "w") as f:
            f.write(f"{systems} {len(gold) // systems}\n")
            f.write("gold " + " ".join(repr(x) for x in gold) + "\n")
            for m, v in metrics.items():
                f.write(m + " " + " ".join(repr(x) for x in v) + "\n")


def goldens(sets, out):
    import numpy as np
    import scipy.stats
    from mt_metrics_eval import data, stats

    def corr_obj(systems, gold, scores):
        return stats.Correlation(systems, [None if math.isnan(g) else g for g in gold], list(scores))

    def spec_fn(spec):
        name, *args = spec.split(",")
        kw = {}
        for a in args:
            k, v = a.split("=")
            kw[k] = eval(v)
        fn = {"pearson": scipy.stats.pearsonr, "spearman": scipy.stats.spearmanr, "kendall": scipy.stats.kendalltau,
              "KendallVariants": stats.KendallVariants, "KendallLike": stats.KendallLike,
              "KendallWithTiesOpt": stats.KendallWithTiesOpt}[name]
        return fn, kw

    def line(*fields):
        out.write("\t".join(repr(f) if isinstance(f, float) else str(f) for f in fields) + "\n")

    systems, gold, metrics = sets["seg"]
    specs = ["pearson", "spearman", "kendall", "KendallVariants,variant='23'", "KendallVariants,variant='acc23'",
             "KendallVariants,variant='acc23',epsilon=0.05", "KendallVariants,variant='c'", "KendallLike,thresh=1.0",
             "KendallWithTiesOpt,variant='acc23',sample_rate=1.0", "KendallWithTiesOpt,variant='23',sample_rate=1.0"]
    names = list(metrics)
    # Correlations as CompareMetrics ranks them.
    for spec in specs:
        fn, kw = spec_fn(spec)
        for avg in ("none", "sys", "item"):
            for rnz in (False, True):
                wrapper = stats.AverageCorrelation(fn, systems, avg, True, rnz, **kw)
                for m in names:
                    c = corr_obj(systems, gold, metrics[m])
                    line("corr", "seg", spec, avg, int(rnz), m, float(wrapper(c.gold_scores, c.metric_scores)[0]))
    for variant in ("acc23", "23"):
        for avg in ("none", "sys", "item"):
            for m in names:
                c = corr_obj(systems, gold, metrics[m])
                tau, thr, _ = stats.KendallWithTiesOpt(c.gold_scores, c.metric_scores, variant, systems, avg, 1.0)
                line("tiesopt", "seg", variant, avg, m, float(tau), float(thr))
    # Williams (as the CLI's -i/-c: the AverageCorrelation wrapper).
    pairs = [("BLEU", "COMET"), ("meteor", "meteor-para"), ("chrF", "YiSi"), ("COMET", "BLEURT"), ("TER", "BLEU")]
    for spec in ["pearson", "spearman", "kendall", "KendallLike,thresh=1.0"]:
        fn, kw = spec_fn(spec)
        for avg in ("none", "sys", "item"):
            wrapper = stats.AverageCorrelation(fn, systems, avg, True, False, **kw)
            for a, b in pairs:
                p, r1, r2 = stats.WilliamsSigDiff(corr_obj(systems, gold, metrics[a]),
                                                  corr_obj(systems, gold, metrics[b]), wrapper)
                line("williams", "seg", spec, avg, a, b, float(p), float(r1), float(r2))
    for lp in ("sysA", "sysB", "sysC"):
        n, g, ms = sets[lp]
        for spec in ["pearson", "spearman", "kendall"]:
            fn, kw = spec_fn(spec)
            wrapper = stats.AverageCorrelation(fn, n, "none", True, False, **kw)
            for a, b in pairs:
                p, r1, r2 = stats.WilliamsSigDiff(corr_obj(n, g, ms[a]), corr_obj(n, g, ms[b]), wrapper)
                line("williams", lp, spec, "none", a, b, float(p), float(r1), float(r2))
    for r12, r13, r23, n in [(0.9, 0.8, 0.85, 20), (0.3, 0.1, 0.2, 500), (-0.2, 0.4, 0.1, 10), (0.95, 0.2, 0.3, 4),
                             (0.5, 0.49, 0.99, 15000), (0.7, 0.1, -0.5, 6)]:
        line("williams_raw", r12, r13, r23, n, float(stats.WilliamsTest(r12, r13, r23, n)))
    for t, df in [(0.5, 3), (2.0, 10), (8.0, 5), (30.0, 100), (1e-3, 1000), (4.0, 12000), (12.0, 40)]:
        line("tsf", t, df, float(scipy.stats.t.sf(t, df)))

    # Permutation tests, fixed numpy seed: p within Monte Carlo error only.
    np.random.seed(12345)
    perm_specs = [("pearson", "none"), ("pearson", "item"), ("spearman", "sys"), ("kendall", "item"),
                  ("KendallVariants,variant='acc23'", "none"), ("KendallLike,thresh=1.0", "item")]
    perm_pairs = [("BLEU", "COMET"), ("meteor", "meteor-para"), ("COMET", "BLEURT"), ("chrF", "YiSi"),
                  ("YiSi", "chrF")]
    for spec, avg in perm_specs:
        fn, kw = spec_fn(spec)
        for a, b in perm_pairs:
            p, delta, k_used, _ = stats.PermutationSigDiff(
                corr_obj(systems, gold, metrics[a]), corr_obj(systems, gold, metrics[b]), fn, avg, 1000,
                stats.PermutationSigDiffParams(1000, 0.02, 0.5), False, **kw)
            line("perm", "seg", spec, avg, a, b, 1000, 1000, float(p), float(delta), k_used)
    for a, b in perm_pairs[:3]:
        p, delta, k_used, _ = stats.PermutationSigDiff(
            corr_obj(systems, gold, metrics[a]), corr_obj(systems, gold, metrics[b]), stats.KendallWithTiesOpt,
            "item", 200, stats.PermutationSigDiffParams(200, 0.02, 0.5), False, variant="acc23", sample_rate=1.0)
        line("perm", "seg", "KendallWithTiesOpt,variant='acc23',sample_rate=1.0", "item", a, b, 200, 200, float(p),
             float(delta), k_used)
    for variant in ("acc23", "23"):
        for avg in ("none", "item", "sys"):
            for a, b in perm_pairs:
                p, delta, k_used, _ = stats.PairwisePermutationSigDiff(
                    corr_obj(systems, gold, metrics[a]), corr_obj(systems, gold, metrics[b]), variant, avg, 1000,
                    stats.PermutationSigDiffParams(1000, 0.02, 0.5), sample_rate=1.0)
                line("pairs", "seg", variant, avg, a, b, 1000, 1000, float(p), float(delta), k_used)

    # Pooled system-level accuracy over sysA, sysB, sysC (as
    # CompareMetricsWithGlobalAccuracy: Agreement summed over the blocks).
    lps = ("sysA", "sysB", "sysC")
    sizes = [sets[lp][0] for lp in lps]
    pooled_gold = sum((sets[lp][1] for lp in lps), [])
    pooled = {m: sum((sets[lp][2][m] for lp in lps), []) for m in sets["sysA"][2]}

    def accuracy(v1, v2):
        acc, num_pairs, b = 0, 0, 0
        for n in sizes:
            a, p = stats.Agreement(v1[b: b + n], v2[b: b + n])
            acc += a
            num_pairs += p
            b += n
        return acc / num_pairs, num_pairs

    for m, v in pooled.items():
        line("pooled", "sysABC", m, float(accuracy(pooled_gold, v)[0]))
    for a, b in perm_pairs:
        p, delta, k_used, _ = stats.PermutationSigDiff(
            stats.Correlation(sum(sizes), pooled_gold, pooled[a]),
            stats.Correlation(sum(sizes), pooled_gold, pooled[b]), accuracy, "none", 1000,
            stats.PermutationSigDiffParams(1000, 0.02, 0.5))
        line("pooledperm", "sysABC", a, b, 1000, 1000, float(p), float(delta), k_used)

    # PCE (MTME's fixed seed 4): system level from segment scores without
    # missing gold (the seg set's complete segments).
    keep = [i for i in range(len(gold) // systems) if all(not math.isnan(gold[s * (len(gold) // systems) + i])
                                                           for s in range(systems))]
    items = len(gold) // systems
    pce_gold = [gold[s * items + i] for s in range(systems) for i in keep]
    for m in names:
        pm = [metrics[m][s * items + i] for s in range(systems) for i in keep]
        v = stats.PairwiseConfidenceError(pce_gold, pm, systems)[0]
        line("pce", "seg", m, float(v))
    return pooled_gold, pooled, sizes


def matrices(sets, pooled_gold, pooled, sizes):
    import numpy as np
    import scipy.stats
    from mt_metrics_eval import data, stats

    systems, gold, metrics = sets["seg"]
    g = [None if math.isnan(x) else x for x in gold]

    def corrs(ms):
        return {m: stats.Correlation(systems, g, v) for m, v in ms.items()}

    runs = [
        ("seg-pearson-none-k0", dict(corr_fcn=scipy.stats.pearsonr, average_by="none", k=0)),
        ("seg-kendall-item-k0", dict(corr_fcn=scipy.stats.kendalltau, average_by="item", k=0)),
        ("seg-tiesopt-item-k0", dict(corr_fcn=stats.KendallWithTiesOpt, average_by="item", k=0, variant="acc23",
                                     sample_rate=1.0)),
        ("seg-tiesopt-item-pairs-k1000", dict(corr_fcn=stats.KendallWithTiesOpt, average_by="item", k=1000,
                                              perm_test="pairs", variant="acc23", sample_rate=1.0)),
        ("seg-pearson-none-k1000", dict(corr_fcn=scipy.stats.pearsonr, average_by="none", k=1000)),
        ("seg-pearson-item-k1000-block100", dict(corr_fcn=scipy.stats.pearsonr, average_by="item", k=1000,
                                                 psd=stats.PermutationSigDiffParams(100, 0.02, 0.5))),
    ]
    np.random.seed(777)
    for name, kw in runs:
        ms = dict(metrics)
        ms.pop("const")
        res, matrix, _, _ = data.CompareMetrics(corrs(ms), **kw)
        with open(os.path.join(HERE, f"matrix_{name}.txt"), "w") as f:
            f.write(_print(data, res, matrix))
            f.write("pvalues\n")
            for row in matrix:
                f.write(" ".join(repr(float(x)) for x in row) + "\n")



def accuracy_matrices(pooled_gold, pooled, sizes):
    import numpy as np
    from mt_metrics_eval import data, stats

    np.random.seed(778)

    # Pooled accuracy ranking (CompareMetricsWithGlobalAccuracy's computation).
    def accuracy(v1, v2):
        acc, num_pairs, b = 0, 0, 0
        for n in sizes:
            a, p = stats.Agreement(v1[b: b + n], v2[b: b + n])
            acc += a
            num_pairs += p
            b += n
        return acc / num_pairs, num_pairs

    merged = {m: stats.Correlation(sum(sizes), pooled_gold, v) for m, v in pooled.items()}
    for k in (0, 1000):
        ranks = {m: [accuracy(c.gold_scores, c.metric_scores)[0], 0] for m, c in merged.items()}
        ranks = dict(sorted(ranks.items(), key=lambda x: (-x[1][0], x[0])))
        matrix, _, _ = data.ComputeSigMatrix(merged, ranks, accuracy, "none", k, stats.PermutationSigDiffParams(),
                                             False, "scores")
        for i, r in enumerate(data.AssignRanks(matrix, 0.05)):
            ranks[list(ranks)[i]][1] = r
        with open(os.path.join(HERE, f"matrix_sysABC-accuracy-k{k}.txt"), "w") as f:
            f.write(_print(data, ranks, matrix))
            f.write("pvalues\n")
            for row in matrix:
                f.write(" ".join(repr(float(x)) for x in row) + "\n")


def _print(data, res, matrix):
    fh = io.StringIO()
    data.PrintMetricComparison(res, matrix, 0.05, file=fh)
    return fh.getvalue()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mtme", required=True, help="checkout of google-research/mt-metrics-eval")
    args = ap.parse_args()
    sys.path.insert(0, args.mtme)
    # data.py imports apache_beam for --matrix_parallel only; not used here.
    import types
    sys.modules.setdefault("apache_beam", types.ModuleType("apache_beam"))
    sets = make_data()
    write_data(sets)
    with open(os.path.join(HERE, "goldens.tsv"), "w") as out:
        pooled_gold, pooled, sizes = goldens(sets, out)
    matrices(sets, pooled_gold, pooled, sizes)
    accuracy_matrices(pooled_gold, pooled, sizes)


if __name__ == "__main__":
    main()
