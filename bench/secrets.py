"""`python -m bench.secrets`: the secret corpus through the detector (issue 16).

Prints positives caught (every marked value gone, line count unchanged), the false-positive
rate on the negative lines (issue bound: ≤ 2 %), what each layer finds, and how many lines a
second the detector reads: the corpus lines, and ordinary synthetic daily notes (the ingest
benchmark's text) whole, as ingestion reads them. `--json FILE` also writes the figures.

The corpus (tests/corpus/secrets/) is one case a line: an optional `@tag`, the text with each
value that must not survive between « and », ⏎ for a line break and \\uXXXX for a character by
its code point.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from memtui.engine.secrets import LAYERS, clear_cache, redact, scan

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "corpus" / "secrets"
FP_BOUND = 0.02
# A value this long is also caught in part: no 8-character piece of it may survive.
WINDOW = 8
_ESCAPE_RE = re.compile(r"\\u([0-9a-fA-F]{4})")
_SECRET_RE = re.compile(r"«([^»]*)»")


@dataclass(frozen=True)
class Case:
    """One corpus case: its file line, tag, the text to redact and the values that must go."""

    line: int
    tag: str
    text: str
    secrets: tuple[str, ...] = ()


@dataclass
class Outcome:
    """What the detector did to one case."""

    case: Case
    output: str
    leaked: list[str] = field(default_factory=list)
    layers: frozenset[str] = frozenset()

    @property
    def changed(self) -> bool:
        return self.output != self.case.text

    @property
    def lines_kept(self) -> bool:
        return self.output.count("\n") == self.case.text.count("\n")


def parse_case(number: int, raw: str) -> Case:
    """A corpus line as a Case (see the module docstring for the format)."""
    tag = ""
    if raw.startswith("@"):
        tag, _, raw = raw.partition(" ")
        tag = tag[1:]
    text = _ESCAPE_RE.sub(lambda m: chr(int(m.group(1), 16)), raw).replace("⏎", "\n")
    secrets = tuple(_SECRET_RE.findall(text))
    return Case(number, tag, _SECRET_RE.sub(r"\1", text), secrets)


def load_corpus(name: str) -> list[Case]:
    """The cases of tests/corpus/secrets/<name>.txt (positive or negative)."""
    lines = (CORPUS / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    return [
        parse_case(n, line)
        for n, line in enumerate(lines, start=1)
        if line.strip() and not line.startswith("#")
    ]


def leaked_values(secrets: tuple[str, ...], output: str) -> list[str]:
    """Values still in `output`, whole or (when longer than WINDOW) by any WINDOW-long piece, or
    for a value of words (a passphrase, a seed phrase) by any two of its words in a row. A short
    value counts where it stands alone: a PIN `9042` inside a score `0.9042` or a key
    `9cad1739eb84` is no leak of it, nor is " strong " of a seed phrase in "No strong patterns"."""
    leaked = []
    for value in secrets:
        if len(value) <= WINDOW:
            found = re.search(rf"(?<![A-Za-z0-9.]){re.escape(value)}(?![A-Za-z0-9])", output)
        elif " " in value:
            words = value.split()
            found = any(" ".join(words[i : i + 2]) in output for i in range(len(words) - 1))
        else:
            pieces = [value[i : i + WINDOW] for i in range(len(value) - WINDOW + 1)]
            found = any(piece in output for piece in pieces)
        if found:
            leaked.append(value)
    return leaked


def run_case(case: Case) -> Outcome:
    findings = scan(case.text)
    output = redact(case.text, findings)
    return Outcome(
        case, output, leaked_values(case.secrets, output), frozenset(f.layer for f in findings)
    )


def layer_table(outcomes: list[Outcome]) -> dict[str, dict[str, int]]:
    """Per layer: positives it found something in, and positives only it found something in."""
    table = {layer: {"cases": 0, "only": 0} for layer in LAYERS}
    for outcome in outcomes:
        for layer in outcome.layers:
            table[layer]["cases"] += 1
        if len(outcome.layers) == 1:
            table[next(iter(outcome.layers))]["only"] += 1
    return table


def note_lines(days: int) -> list[str]:
    """Ordinary daily notes (the ingest benchmark's synthetic text), one string per note."""
    from bench import data

    now = datetime(2026, 6, 30, 12, tzinfo=ZoneInfo("Asia/Shanghai"))
    return [data.render_note(n) for n in data.plan_notes(30 * days, days, 0, now)]


def throughput(texts: list[str], repeat: int) -> float:
    """Lines per second through redact(), the median of `repeat` passes over `texts`."""
    lines = sum(t.count("\n") + 1 for t in texts)
    times = []
    for _ in range(repeat):
        clear_cache()
        started = time.perf_counter()
        for text in texts:
            redact(text)
        times.append(time.perf_counter() - started)
    return lines / statistics.median(times)


def evaluate(repeat: int = 5, days: int = 30) -> dict[str, Any]:
    """Every figure of the benchmark, as plain data."""
    positives = [run_case(c) for c in load_corpus("positive")]
    negatives = [run_case(c) for c in load_corpus("negative")]
    caught = [o for o in positives if not o.leaked and o.lines_kept]
    false_positives = [o for o in negatives if o.changed]
    notes = note_lines(days)
    redact("warm up: password: hunter22 ghp_" + "a1" * 18)  # first-use tables and imports
    note_changes = sum(redact(text) != text for text in notes)
    corpus_texts = [o.case.text for o in positives + negatives]
    return {
        "positives": len(positives),
        "positives_caught": len(caught),
        "missed": [
            {"line": o.case.line, "tag": o.case.tag, "leaked": o.leaked, "output": o.output}
            for o in positives
            if o not in caught
        ],
        "negatives": len(negatives),
        "false_positives": len(false_positives),
        "false_positive_rate": len(false_positives) / max(1, len(negatives)),
        "false_positive_cases": [
            {"line": o.case.line, "tag": o.case.tag, "output": o.output} for o in false_positives
        ],
        "layers": layer_table(positives),
        "layers_on_negatives": dict(Counter(layer for o in negatives for layer in o.layers)),
        "corpus_lines_per_s": throughput(corpus_texts, repeat),
        "note_lines_per_s": throughput(notes, repeat),
        "notes_changed": note_changes,
        "notes": len(notes),
    }


def report(figures: dict[str, Any]) -> str:
    """The figures as the lines the benchmark prints."""
    out = [
        f"positives caught: {figures['positives_caught']}/{figures['positives']} "
        "(every marked value gone, line count kept)",
        f"false positives: {figures['false_positives']}/{figures['negatives']} negative lines "
        f"= {figures['false_positive_rate']:.1%} (bound ≤ {FP_BOUND:.0%})",
        f"synthetic daily notes changed: {figures['notes_changed']}/{figures['notes']}",
        "layer            positives  only-this-layer  negatives",
    ]
    for layer in LAYERS:
        row = figures["layers"][layer]
        neg = figures["layers_on_negatives"].get(layer, 0)
        out.append(f"{layer:<16} {row['cases']:>9}  {row['only']:>15}  {neg:>9}")
    out.append(f"corpus lines/s: {figures['corpus_lines_per_s']:,.0f}")
    out.append(f"daily-note lines/s: {figures['note_lines_per_s']:,.0f} (whole notes)")
    for miss in figures["missed"]:
        out.append(
            f"MISSED line {miss['line']} @{miss['tag']}: {miss['leaked']} in {miss['output']!r}"
        )
    for fp in figures["false_positive_cases"]:
        out.append(f"FALSE POSITIVE line {fp['line']} @{fp['tag']}: {fp['output']!r}")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.secrets", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--repeat", type=int, default=5, help="timed passes (default %(default)s)")
    parser.add_argument(
        "--days", type=int, default=30, help="synthetic daily notes (default %(default)s)"
    )
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    figures = evaluate(max(1, args.repeat), max(1, args.days))
    print(report(figures))
    if args.json:
        args.json.write_text(json.dumps(figures, ensure_ascii=False, indent=2), encoding="utf-8")
    ok = not figures["missed"] and figures["false_positive_rate"] <= FP_BOUND
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
