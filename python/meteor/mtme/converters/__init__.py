# SPDX-License-Identifier: LGPL-2.1-or-later
"""MT Metrics Eval's converters, run as MTME's are, with MTME's flags:

    python3 -m meteor.mtme.converters.score_mqm --weights "major:5 minor:1" < annotations.tsv > scores
    python3 -m meteor.mtme.converters.evalset_ratings_to_standalone --evalset_ratings_files ... --ratings_file ...
    python3 -m meteor.mtme.converters.standalone_ratings_to_evalset --ratings_file ... --output_dir ...
    python3 -m meteor.mtme.converters.verify_scores_file --scores_file ... -t SET -l LP
    python3 -m meteor.mtme.converters.mqm_to_ratings --input annotations.tsv -t SET -l LP --output_dir ...

The work is libmeteor's (the extension meteor._mtme_data), the same code as
the meteor-mtme-convert tool's. Sets are read from --root (also --data_dir),
else $MTME_DATA, else ~/.mt-metrics-eval/mt-metrics-eval-v2.
"""
