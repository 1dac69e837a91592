"""The report's pictures as shapes (coordinates, colours, labels), which its templates draw as
inline SVG: a histogram of scores, and the CPU time of each test against the limit. Only
numbers here; no markup."""

from __future__ import annotations

import zlib
from dataclasses import dataclass

from judge.report.load import Graded

WIDTH, HEIGHT = 420, 160  # the plotting area, in SVG units
LEFT, BOTTOM = 44, 34  # room for the axes' labels
BINS = 10


@dataclass(frozen=True)
class Bar:
    x: float
    y: float
    width: float
    height: float
    count: int
    label: str  # the bin, "90-100%"


@dataclass(frozen=True)
class Dot:
    x: float
    y: float
    verdict: str
    title: str  # submission, test, CPU time


@dataclass(frozen=True)
class Tick:
    x: float
    y: float
    label: str


@dataclass(frozen=True)
class Histogram:
    bars: tuple[Bar, ...]
    ticks: tuple[Tick, ...]  # the y axis: counts
    width: int = WIDTH + LEFT + 10
    height: int = HEIGHT + BOTTOM + 10


@dataclass(frozen=True)
class CpuChart:
    dots: tuple[Dot, ...]
    limit_y: float | None  # where the limit's line is; None: not recorded
    limit_label: str
    columns: tuple[Tick, ...]  # one per test, under the x axis
    ticks: tuple[Tick, ...]  # the y axis: seconds
    width: int
    height: int = HEIGHT + BOTTOM + 10


def histogram(graded: list[Graded]) -> Histogram:
    """Submissions by score, as a share of the full score, in tenths (100% in the last)."""
    counts = [0] * BINS
    for g in graded:
        share = g.score / g.max_score if g.max_score else 0.0
        counts[min(BINS - 1, int(share * BINS))] += 1
    top = max(counts + [1])
    step = WIDTH / BINS
    bars = tuple(Bar(LEFT + i * step + 1, 5 + HEIGHT * (1 - c / top), step - 2, HEIGHT * c / top,
                     c, f"{i * 10}-{i * 10 + 10}%") for i, c in enumerate(counts))
    return Histogram(bars, _y_ticks(top, lambda v: str(int(v)), integers=True))


def cpu_chart(graded: list[Graded], tests: list[str]) -> CpuChart:
    """Each test's CPU time, a dot per submission, in a column per test; the limit a line."""
    limits = [g.cpu_limit_s for g in graded if g.cpu_limit_s]
    limit = max(limits) if limits else None
    top = max([t.time_s for g in graded for t in g.tests] + [limit or 0.0, 0.001]) * 1.1
    step = max(18.0, min(60.0, WIDTH / max(len(tests), 1)))
    column = {name: i for i, name in enumerate(tests)}
    dots = []
    for g in graded:
        for t in g.tests:
            i = column[t.name]
            # spread a column's dots a little, by submission, so that equal times stay visible
            jitter = (zlib.crc32(g.submission.encode()) % 7 - 3) * step / 20
            dots.append(Dot(round(LEFT + (i + 0.5) * step + jitter, 1),
                            round(_y(t.time_s, top), 1), t.verdict.name,
                            f"{g.submission} {t.name}: {t.verdict.name}, CPU {t.time_s:.3f} s"))
    columns = tuple(Tick(LEFT + (i + 0.5) * step, HEIGHT + 18, str(i + 1))
                    for i in range(len(tests)))
    return CpuChart(tuple(dots), None if limit is None else round(_y(limit, top), 1),
                    "" if limit is None else f"limit {limit:g} s", columns,
                    _y_ticks(top, lambda v: f"{v:.2g} s"), int(LEFT + len(tests) * step + 70))


def _y(value: float, top: float) -> float:
    return 5 + HEIGHT * (1 - value / top)


def _y_ticks(top: float, label, integers: bool = False) -> tuple[Tick, ...]:
    values = sorted({round(top * k / 4) for k in range(5)}) if integers else \
        [top * k / 4 for k in range(5)]
    return tuple(Tick(LEFT - 6, _y(v, top), label(v)) for v in values)
