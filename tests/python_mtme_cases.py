# SPDX-License-Identifier: LGPL-2.1-or-later
"""The calls tests/python_mtme_test.py makes, written once against MTME's
public Python API (data, stats, tasks, meta_info), so that the same code runs
on meteor.mtme (the test) and on MTME itself (tests/data/mtme/make_python_goldens.py,
which writes the goldens).

run(data, stats, tasks, meta_info, root) returns {case: value}, values made
of numbers, strings and lists. Cases named 'mc:...' are Monte Carlo estimates
(permutation tests, PCE): compared within sampling error, not exactly.

The committed subset (tests/data/mtme) has no refB text, MTME's standard
reference of wmt21.news zh-en, and none of WMT21's primary metrics: both are
changed in meta_info.DATA first, as a user registers a set.
"""

import dataclasses
import io

import numpy as np
import scipy.stats

LPS = ('en-de', 'zh-en')


def _f(x):
    """Numbers and nested tuples/lists/dicts as JSON-able values."""
    if isinstance(x, dict):
        return {str(k): _f(v) for k, v in x.items()}
    if isinstance(x, (list, tuple, np.ndarray)):
        return [_f(v) for v in x]
    if x is None or isinstance(x, str):
        return x
    if isinstance(x, (bool, np.bool_)):
        return bool(x)
    if isinstance(x, (int, np.integer)):
        return int(x)
    return float(x)


def register(meta_info):
    for lp in LPS:
        info = meta_info.DATA['wmt21.news'][lp]
        meta_info.DATA['wmt21.news'][lp] = dataclasses.replace(
            info, std_ref='refA' if lp == 'zh-en' else info.std_ref, primary_metrics=set())


def _systems(evs, level='sys', gold='mqm'):
    scores = evs.Scores(level, gold)
    return sorted(s for s in evs.sys_names - evs.human_sys_names - {evs.std_ref}
                  if any(x is not None for x in scores[s]))


def _ranking(data, res, evs=None):
    ranks, matrix = res[0], res[1]
    out = io.StringIO()
    data.PrintMetricComparison(ranks, matrix, 0.05, evs, file=out)
    return {'ranks': _f({m: list(v) for m, v in ranks.items()}), 'matrix': _f(np.asarray(matrix)),
            'printed': out.getvalue()}


def run(data, stats, tasks, meta_info, root, mc=True):
    register(meta_info)
    out = {}
    evs_of = {lp: data.EvalSet('wmt21.news', lp, True, path=root) for lp in LPS}

    # ---- EvalSet accessors ----------------------------------------------------
    for lp, evs in evs_of.items():
        p = f'evs:{lp}:'
        out[p + 'names'] = [evs.name, evs.lp, evs.src_lang, evs.tgt_lang, evs.std_ref]
        out[p + 'src'] = [len(evs.src), evs.src[0], evs.src[-1]]
        out[p + 'docs'] = _f(dict(evs.docs))
        out[p + 'doc_names'] = list(evs.doc_names)
        out[p + 'domains'] = _f(dict(evs.domains))
        out[p + 'domain_names'] = list(evs.domain_names)
        out[p + 'sets'] = [sorted(s) for s in (evs.ref_names, evs.sys_names, evs.human_sys_names,
                                                evs.outlier_sys_names, evs.human_score_names, evs.metric_names,
                                                evs.metric_basenames, evs.levels, evs.primary_metrics)]
        out[p + 'std_gold'] = [evs.StdHumanScoreName(level) for level in ('sys', 'domain', 'doc', 'seg')]
        out[p + 'per_seg'] = [evs.DocsPerSeg(), evs.DomainsPerSeg(), evs.DomainsPerDoc()]
        out[p + 'texts'] = [evs.all_refs[evs.std_ref][:3], {s: evs.sys_outputs[s][-1] for s in sorted(evs.sys_names)}]
        out[p + 'scores'] = _f([evs.Scores('sys', 'mqm'), evs.Scores('doc', 'mqm'), evs.Scores('seg', 'mqm'),
                                evs.Scores('domain', 'mqm'), evs.Scores('sys', f'meteor-{evs.std_ref}'),
                                evs.Scores('seg', f'meteor.li-{evs.std_ref}'), evs.Scores('seg', 'nothing')])
        out[p + 'metric_names'] = [[m, evs.BaseMetric(m), sorted(evs.ReferencesUsed(m)), evs.DisplayName(m),
                                    evs.DisplayName(m, 'latex'), evs.DisplayName(m, 'full'),
                                    evs.DisplayName(m, 'base')] for m in sorted(evs.metric_names)]

    # ---- stats.Correlation ------------------------------------------------------
    for lp, evs in evs_of.items():
        for level in ('sys', 'doc', 'seg'):
            gold = evs.Scores(level, 'mqm')
            systems = _systems(evs, level)
            avgs = ('none',) if level == 'sys' else ('none', 'sys', 'item')
            for metric in sorted(evs.metric_names):
                c = evs.Correlation(gold, evs.Scores(level, metric), systems)
                for avg in avgs:
                    p = f'corr:{lp}:{level}:{metric}:{avg}:'
                    out[p + 'pearson'] = _f(c.Pearson(avg))
                    out[p + 'spearman'] = _f(c.Spearman(avg))
                    out[p + 'kendall'] = _f(c.Kendall(avg))
                    out[p + 'kendall-c'] = _f(c.Kendall(avg, 'c'))
                    out[p + 'kendall-like'] = _f(c.KendallLike(avg))
                    out[p + 'kendall-like@0'] = _f(c.KendallLike(avg, thresh=0))
                    for variant in ('b', 'c', '23', 'acc23'):
                        out[p + f'variants-{variant}'] = _f(c.KendallVariants(avg, variant))
                    for variant in ('23', 'acc23'):
                        out[p + f'variants-{variant}-eps'] = _f(c.KendallVariants(avg, variant, epsilon=0.01))
                        out[p + f'ties-opt-{variant}'] = _f(c.KendallWithTiesOpt(avg, variant, sample_rate=1.0))
                    avg_wrap = c.AverageCorrelation(scipy.stats.pearsonr, avg, replace_nans_with_zeros=True)
                    out[p + 'pearson-zeros'] = _f(avg_wrap(c.gold_scores, c.metric_scores))
                    out[p + 'pearson-micro'] = _f(c.AverageCorrelation(scipy.stats.pearsonr, avg, macro=False)(
                        c.gold_scores, c.metric_scores))

    # ---- stats functions on vectors ------------------------------------------------
    evs = evs_of['zh-en']
    systems = _systems(evs, 'seg')
    gold = evs.Scores('seg', 'mqm')
    c1 = evs.Correlation(gold, evs.Scores('seg', 'meteor-refA'), systems)
    c2 = evs.Correlation(gold, evs.Scores('seg', 'meteor.li-refA'), systems)
    out['stats:agreement'] = _f(stats.Agreement(c1.gold_scores, c1.metric_scores))
    out['stats:kendall-like'] = _f(stats.KendallLike(c1.gold_scores, c1.metric_scores, thresh=0.5))
    rated = [(g, m) for g, m in zip(c1.gold_scores, c1.metric_scores) if g is not None]
    g_vec, m_vec = [g for g, _ in rated], [m for _, m in rated]
    for variant in ('b', 'c', '23', 'acc23'):
        out[f'stats:variants-{variant}'] = _f(stats.KendallVariants(g_vec, m_vec, variant))
    out['stats:variants-acc23-eps'] = _f(stats.KendallVariants(g_vec, m_vec, 'acc23', epsilon=0.02))
    for avg in ('none', 'sys', 'item'):
        out[f'stats:ties-opt-{avg}'] = _f(stats.KendallWithTiesOpt(
            c1.gold_scores, c1.metric_scores, 'acc23', c1.num_sys, avg, 1.0)[:2])
    out['stats:williams-test'] = _f([stats.WilliamsTest(0.9, 0.8, 0.7, 20),
                                     stats.WilliamsTest(0.5, 0.6, 0.3, 50, False)])
    for avg in ('none', 'item'):
        fcn = stats.AverageCorrelation(scipy.stats.pearsonr, c1.num_sys, avg, True)
        out[f'stats:williams-{avg}'] = _f(stats.WilliamsSigDiff(c1, c2, fcn))
    fcn = stats.AverageCorrelation(stats.KendallLike, c1.num_sys, 'item', True, False, False, thresh=0)
    out['stats:average-kendall-like'] = _f(fcn(c1.gold_scores, c1.metric_scores))

    # ---- GetCorrelations and CompareMetrics (k = 0) ------------------------------
    psd = stats.PermutationSigDiffParams(block_size=100)
    for lp, evs in evs_of.items():
        p = f'compare:{lp}:'
        ref = {evs.std_ref}
        corrs = data.GetCorrelations(evs, 'sys', ref, set(), False, False, 'mqm', True)
        out[p + 'sys-names'] = sorted(corrs)
        out[p + 'sys-pearson'] = _ranking(data, data.CompareMetrics(corrs, scipy.stats.pearsonr, 'none', 0, psd), evs)
        out[p + 'sys-kendall'] = _ranking(data, data.CompareMetrics(corrs, scipy.stats.kendalltau, 'none', 0, psd))
        corrs = data.GetCorrelations(evs, 'seg', ref, set(), False, False, 'std', True)
        out[p + 'seg-kendall'] = _ranking(data, data.CompareMetrics(corrs, scipy.stats.kendalltau, 'none', 0, psd), evs)
        out[p + 'seg-pearson-sys'] = _ranking(data, data.CompareMetrics(corrs, scipy.stats.pearsonr, 'sys', 0, psd))
        out[p + 'seg-ties-opt'] = _ranking(data, data.CompareMetrics(
            corrs, stats.KendallWithTiesOpt, 'item', 0, psd, 0.05, variant='acc23', sample_rate=1.0), evs)
        out[p + 'seg-variants-23'] = _ranking(data, data.CompareMetrics(
            corrs, stats.KendallVariants, 'item', 0, psd, 0.05, variant='23'))
        corrs = data.GetCorrelations(evs, 'seg', ref, set(), False, False, 'std', True, domain='news',
                                     metric_format='spreadsheet')
        out[p + 'domain-news'] = _ranking(data, data.CompareMetrics(corrs, scipy.stats.pearsonr, 'item', 0, psd))
        corrs = data.GetCorrelations(evs, 'sys', {'refA'}, set(), True, True, 'mqm', False)
        out[p + 'human-refA'] = _ranking(data, data.CompareMetrics(corrs, scipy.stats.pearsonr, 'none', 0, psd))
        # A new metric, as MTME's colab adds one: the mean of two metrics.
        names = [f'meteor-{evs.std_ref}', f'meteor.exact-{evs.std_ref}']
        new = {s: list(np.mean([evs.Scores('sys', m)[s] for m in names], axis=0)) for s in evs.sys_names
               if s != evs.std_ref}
        corrs = data.GetCorrelations(evs, 'sys', ref, set(), False, False, 'std', True,
                                     extern_metrics={f'mean2-{evs.std_ref}': new})
        out[p + 'extern'] = _ranking(data, data.CompareMetrics(corrs, scipy.stats.pearsonr, 'none', 0, psd), evs)
        seg = {s: list(np.mean([evs.Scores('seg', m)[s] for m in names], axis=0)) for s in evs.sys_names
               if s != evs.std_ref}
        evs.AddMetric('mean2', ref, 'seg', seg)
        out[p + 'added-names'] = [sorted(evs.metric_names), sorted(evs.metric_basenames)]
        corrs = data.GetCorrelations(evs, 'seg', ref, set(), False, False, 'std', True)
        out[p + 'added-seg-pearson'] = _ranking(data, data.CompareMetrics(corrs, scipy.stats.pearsonr, 'item', 0, psd))
        evs.SetPrimaryMetrics({'mean2', 'meteor'})
        corrs = data.GetCorrelations(evs, 'seg', ref, set(), False, False, 'std', True)
        out[p + 'primary'] = _ranking(data, data.CompareMetrics(corrs, scipy.stats.pearsonr, 'none', 0, psd), evs)
        evs.SetPrimaryMetrics(set())
    evs_list = [evs_of[lp] for lp in LPS]
    res = data.CompareMetricsWithGlobalAccuracy(evs_list, [{e.std_ref} for e in evs_list], [set(), set()], False,
                                                False, 'mqm', True, None, 0, psd)
    out['compare:accuracy'] = _ranking(data, res)
    # Extern metrics named BASE-REF, one per set: pooled under their display name (*BASE).
    def _sys_metric(e):
        return next(e.Scores('sys', m) for m in sorted(e.metric_names)
                    if m.endswith(e.std_ref) and e.Scores('sys', m) is not None)
    extern = [{f'copy-{e.std_ref}': {s: v for s, v in _sys_metric(e).items() if s != e.std_ref}}
              for e in evs_list]
    res = data.CompareMetricsWithGlobalAccuracy(evs_list, [{e.std_ref} for e in evs_list], [set(), set()], False,
                                                False, 'mqm', True, None, 0, psd, extern_metrics_list=extern)
    out['compare:accuracy-extern'] = _ranking(data, res)
    out['compare:assign-ranks'] = data.AssignRanks(np.array([[0, 0.01, 0.2, 0.3], [0, 0, 0.5, 0.04],
                                                             [0, 0, 0, 0.06], [0, 0, 0, 0]]), 0.05)
    out['compare:task-name'] = data.MakeTaskName('wmt21.news', 'en-de', None, 'seg', False, 'item',
                                                  'KendallWithTiesOpt', 0, 'mqm', {'refC'}, set(),
                                                  sample_rate=1.0, variant='acc23')

    # ---- tasks: the WMT23 shape on wmt21.news, k = 0 ------------------------------
    eval_sets = {('wmt21.news', lp): data.EvalSet('wmt21.news', lp, True, path=root) for lp in LPS}

    def wmt23_shape(k, lps=LPS):
        ts = tasks.TaskSet()
        ts.Append(tasks.Task('wmt21.news', ','.join(lps), level='sys', corr_fcn='accuracy', human=False, k=k))
        for lp in lps:
            ts.Append(tasks.Task('wmt21.news', lp, level='sys', corr_fcn='pearson', human=False, k=k))
            ts.Append(tasks.Task('wmt21.news', lp, level='seg', corr_fcn='pearson', human=False, k=k))
            ts.Append(tasks.Task('wmt21.news', lp, level='seg', corr_fcn='KendallWithTiesOpt', human=False, k=k,
                                 avg_by='item', perm_test='pairs', corr_fcn_args={'sample_rate': 1.0}))
        weights = [len(lps)] + [1] * (len(ts) - 1)
        return ts, [w / sum(weights) for w in weights]

    ts, weights = wmt23_shape(0)
    results = ts.Run(eval_set_dict=eval_sets)
    out['tasks:names'] = [t.name for t in ts]
    out['tasks:attributes'] = tasks.Attributes()
    out['tasks:results'] = [[r.name, _f({m: list(v) for m, v in r.corr_ranks.items()}), _f(r.matrix), r.Str(),
                             list(r.range), r.metrics] for r in results]
    assigned = results.AssignWeights(tasks.Attributes())
    out['tasks:weights'] = _f([weights, assigned, results.AssignWeights(['lang', 'level'])])
    out['tasks:average-ranks'] = _f([results.AverageRanks(), results.AverageRanks(weights)])
    avg_corrs = results.AverageCorrs(weights)
    out['tasks:average-corrs'] = _f([results.AverageCorrs(), avg_corrs])
    out['tasks:split'] = {k: [r.name for r in v] for k, v in results.SplitByAttr('lang').items()}
    for fmt in ('text', 'tsv', 'latex'):
        out[f'tasks:table-{fmt}'] = results.Table(
            metrics=list(avg_corrs), initial_column=avg_corrs, initial_column_header='avg-corr',
            attr_list=['lang', 'level', 'corr_fcn'], nicknames={'KendallWithTiesOpt': 'acc-t'}, fmt=fmt,
            baselines_metainfo=meta_info.MetaInfo('refA', {}, set(), set(), {'meteor.exact'}))
    out['tasks:table-plain'] = results.Table()
    out['tasks:table-rerank'] = results.Table(task_indices=[2, 4], rerank=[True, False], which_metrics='union',
                                              metrics=['*meteor.li'])
    out['tasks:metrics-table'] = tasks.MetricsTable(
        ['b', '*a[noref]', 'c'], [{'a': (0.5, 1), 'b': (0.25, 2)}, {'b': (-0.125, 1), 'c': (0.75, 1)}],
        [['metric', 'x', 'y']], 'text', 'intersection')
    presets = []
    for preset in (tasks.WMT23, tasks.WMT24OnWMT23):
        ts, w = preset(['en-de', 'zh-en'], k=0)
        presets.append([[t.name for t in ts], w])
    out['tasks:presets'] = _f(presets)

    if not mc:
        return out
    # ---- Monte Carlo: permutation tests, PCE ------------------------------------------
    evs = evs_of['en-de']
    gold = evs.Scores('sys', 'mqm')
    systems = _systems(evs)
    s1 = evs.Correlation(gold, evs.Scores('sys', 'meteor.exact-refC'), systems)
    s2 = evs.Correlation(gold, evs.Scores('sys', 'meteor-refC'), systems)
    full = stats.PermutationSigDiffParams(block_size=1000)
    out['mc:perm-sys-pearson'] = _f(stats.PermutationSigDiff(s2, s1, scipy.stats.pearsonr, 'none', 1000, full)[:3])
    out['mc:perm-seg-acc23'] = _f(stats.PermutationSigDiff(c1, c2, stats.KendallVariants, 'item', 1000, full,
                                                           variant='acc23')[:3])
    out['mc:perm-seg-spearman-sys'] = _f(stats.PermutationSigDiff(c2, c1, scipy.stats.spearmanr, 'sys', 1000,
                                                                  full)[:3])
    out['mc:pairs-seg-item'] = _f(stats.PairwisePermutationSigDiff(c2, c1, 'acc23', 'item', 1000, full)[:3])
    corrs = data.GetCorrelations(evs_of['zh-en'], 'seg', {'refA'}, set(), False, False, 'std', True)
    out['mc:compare-seg-kendall'] = _ranking(data, data.CompareMetrics(
        corrs, scipy.stats.kendalltau, 'item', 1000, full))
    out['mc:pce'] = _f(c1.PairwiseConfidenceError())
    ts, weights = wmt23_shape(200)
    results = ts.Run(eval_set_dict=eval_sets)
    out['mc:tasks-results'] = [[r.name, _f({m: list(v) for m, v in r.corr_ranks.items()}), _f(r.matrix)]
                               for r in results]
    corr_ranks, matrix = results.AverageCorrMatrix(weights)
    out['mc:average-corr-matrix'] = [_f({m: list(v) for m, v in corr_ranks.items()}), _f(matrix)]
    return out
