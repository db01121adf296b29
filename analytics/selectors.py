"""Reads of the daily totals: the forms' funnels and the page views behind the attribution report.

Every read is one grouped query over a date range (inclusive, the site's days), served by the
(form, day) index and the unique (day, path, ...) index.
"""

from dataclasses import dataclass
from datetime import date

from django.db.models import Sum

from analytics import funnel_registry
from analytics.funnel_registry import BOOK
from analytics.models import DailyCount


@dataclass(frozen=True)
class FunnelStep:
    step: str
    label: str
    count: int
    # Who reached the step before and not this one: the visitors lost at this step.
    dropped: int
    # This step's count as a share of the first step's (0-100, one decimal), None when nobody opened.
    of_opened: float | None
    # As a share of the step before it.
    of_previous: float | None


@dataclass(frozen=True)
class FunnelReport:
    form: str
    label: str
    steps: list[FunnelStep]


def _share(part: int, whole: int) -> float | None:
    return round(part * 100 / whole, 1) if whole else None


def funnel_reports(date_from: date, date_to: date) -> list[FunnelReport]:
    every = funnel_registry.all_funnels()
    rows = (
        DailyCount.objects.filter(form__in=list(every), day__range=(date_from, date_to))
        .values_list("form", "step")
        .annotate(total=Sum("count"))
        .order_by()
    )
    totals = {(form, step): total for form, step, total in rows}
    reports = []
    for funnel in every.values():
        steps = []
        opened = totals.get((funnel.key, funnel.steps[0][0]), 0)
        previous = None
        for step, label in funnel.steps:
            count = totals.get((funnel.key, step), 0)
            # The booking link is offered after the send: it is measured against the sends, and a
            # visitor who does not book has not dropped out of the funnel.
            before = previous if previous is not None else count
            dropped = max(before - count, 0) if previous is not None and step != BOOK else 0
            steps.append(
                FunnelStep(
                    step=step,
                    label=label,
                    count=count,
                    dropped=dropped,
                    of_opened=_share(count, opened),
                    of_previous=_share(count, previous) if previous is not None else None,
                )
            )
            previous = count
        reports.append(FunnelReport(funnel.key, funnel.label, steps))
    return reports


def page_views(date_from: date, date_to: date) -> dict:
    """Page views over the range, by path, by source, by medium, by campaign and by referrer
    domain (a source whose medium is "referral"), and in all."""
    rows = list(
        DailyCount.objects.filter(form="", day__range=(date_from, date_to))
        .values_list("path", "source", "medium", "campaign")
        .annotate(total=Sum("count"))
        .order_by()
    )
    views = {"path": {}, "source": {}, "medium": {}, "campaign": {}, "referrer": {}, "total": 0}
    for path, source, medium, campaign, total in rows:
        views["path"][path] = views["path"].get(path, 0) + total
        views["source"][source] = views["source"].get(source, 0) + total
        views["medium"][medium] = views["medium"].get(medium, 0) + total
        views["campaign"][campaign] = views["campaign"].get(campaign, 0) + total
        if medium == "referral":
            views["referrer"][source] = views["referrer"].get(source, 0) + total
        views["total"] += total
    return views


def views_per_day(date_from: date, date_to: date) -> dict[date, int]:
    rows = (
        DailyCount.objects.filter(form="", day__range=(date_from, date_to))
        .values_list("day")
        .annotate(total=Sum("count"))
        .order_by()
    )
    return dict(rows)


def views_of(paths: list[str], date_from: date, date_to: date) -> int:
    """Page views of these paths over the range, every source and A/B test version together."""
    total = DailyCount.objects.filter(form="", path__in=paths, day__range=(date_from, date_to)).aggregate(
        total=Sum("count")
    )["total"]
    return total or 0


def exposures(versions: list[str]) -> dict[str, int]:
    """Page views counted with each A/B test version ("7:B"): its exposures, every day and path."""
    rows = (
        DailyCount.objects.filter(form="", version__in=versions)
        .values_list("version")
        .annotate(total=Sum("count"))
        .order_by()
    )
    totals = dict(rows)
    return {version: totals.get(version, 0) for version in versions}


# The A/B tests' results for staff Reports, given by the app that runs them (campaigns registers
# `reports_rows` when it starts): `(user) -> list of dicts` as staff.serializers.AbTestSerializer
# reads, for the staff member who asks (what they may open depends on their permissions).
_experiment_sources: list = []


def experiment_reports_register(source) -> None:
    if source not in _experiment_sources:
        _experiment_sources.append(source)


def experiment_reports(user) -> list[dict]:
    return [row for source in _experiment_sources for row in source(user)]
