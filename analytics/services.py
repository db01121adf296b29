"""Counting: one upsert per counted event, and the rules for what is never counted.

`count_event` adds one to the day's row of (path, source, form, step), creating it at 0 first
when it is the day's first: `INSERT ... ON CONFLICT ... DO UPDATE SET count = count + 1`, which
SQLite (3.24+) and PostgreSQL both speak, so two workers counting the same row at once never lose
a count and never create two rows.

Sources are whatever a link says (`utm_source=anything`, any referring domain), so a day keeps at
most ANALYTICS_SOURCES_PER_DAY distinct (source, medium, campaign) besides "direct"; a new one
beyond that is counted under "(other)". Storage is then bounded by days x paths, whatever the
number of addresses sending made-up sources. (Two processes each admitting a new source at the
same moment can pass the cap by one each: the bound holds to within the number of processes.)
"""

import re

from django.conf import settings
from django.db import connection
from django.utils import timezone

from analytics import funnel_registry
from analytics.bots import is_bot
from analytics.models import DailyCount
from analytics.paths import known_path
from analytics.sources import DIRECT, OTHER, Source

# The model's own table and columns (analytics_dailycount; values are always bound parameters).
_UPSERT = (
    "INSERT INTO analytics_dailycount (day, path, source, medium, campaign, form, step, version, count) "
    "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s) "
    "ON CONFLICT (day, path, source, medium, campaign, form, step, version) "
    "DO UPDATE SET count = analytics_dailycount.count + excluded.count"
)


def refuses_counting(request) -> bool:
    """The visitor asked not to be counted (Global Privacy Control or Do Not Track), or it is a bot."""
    headers = request.headers
    if headers.get("Sec-GPC", "").strip() == "1" or headers.get("DNT", "").strip() == "1":
        return True
    return is_bot(headers.get("User-Agent", ""))


VERSION = re.compile(r"[1-9][0-9]{0,8}:[ABC]")


def count_event(
    *, path: str, source: Source, form: str = "", step: str = "", version: str = "", times: int = 1
) -> bool:
    """Adds `times` to today's total; False (nothing stored) for an unknown path, form or step.
    A page view may name the A/B test version it was shown in ("7:B"): an exposure of it. Any other
    spelling is counted as a plain page view (a test's versions are named by the page itself)."""
    if not known_path(path):
        return False
    version = version if not form and isinstance(version, str) and VERSION.fullmatch(version) else ""
    if (form or step) and not funnel_registry.known(form, step):
        return False
    day = timezone.localdate()
    source = _source_within_cap(day, source)
    values = (day, path, source.source, source.medium, source.campaign, form, step, version)
    with connection.cursor() as cursor:
        cursor.execute(_UPSERT, [*values, times])
    return True


def _source_within_cap(day, source: Source) -> Source:
    """The source itself if the day already counts it or has room for another, else "(other)"."""
    if source.source in (DIRECT, OTHER):
        return source
    today = DailyCount.objects.filter(day=day)
    if today.filter(source=source.source, medium=source.medium, campaign=source.campaign).exists():
        return source
    kept = today.exclude(source__in=(DIRECT, OTHER)).values("source", "medium", "campaign").distinct()
    if kept.count() < settings.ANALYTICS_SOURCES_PER_DAY:
        return source
    return Source(OTHER)


def count_request(request, *, path: str, source: Source, form: str = "", steps=()) -> None:
    """The server's own count of a form without JavaScript: the same rules as the beacon's."""
    if refuses_counting(request):
        return
    for step in steps:
        count_event(path=path, source=source, form=form, step=step)
