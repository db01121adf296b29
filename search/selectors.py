"""Reads of search: the results of a query in a language (matched by the database's full-text
index, ranked here the same way on SQLite and PostgreSQL), "did you mean", and the reports."""

import math
from collections import deque
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from itertools import islice
from urllib.parse import parse_qs, urlsplit

from django.db.models import Q
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from search import backends
from search.kinds import KIND_NAMES, KINDS
from search.models import SearchDailyTotal, SearchEntry, SearchTerm
from search.text import TYPO_MIN_LENGTH, WORD, fold, is_stop_word, stem

QUERY_MAX = 200
RESULTS_MAX = 20
SNIPPET_WORDS = 32
# Where a word is found: its title counts most, then the headings, then the body.
WEIGHTS = {"title": 10.0, "headings": 4.0, "body": 1.0}
# An article's freshness: up to this much, halving every HALF_LIFE days.
RECENCY_MAX = 2.0
HALF_LIFE = 180
KIND_ORDER = {kind.name: index for index, kind in enumerate(KINDS)}


@dataclass(frozen=True)
class Hit:
    title: SafeString
    snippet: SafeString
    url: str
    kind: str
    kind_label: str
    translated: bool
    score: float


@dataclass
class Results:
    query: str
    hits: list[Hit] = field(default_factory=list)
    corrected: str = ""  # the query as searched, when a typo was mended
    suggestion: str = ""  # "did you mean", when nothing was found


def _query_words(query: str, language: str) -> list[str]:
    return [word for word in dict.fromkeys(WORD.findall(fold(query))) if not is_stop_word(word, language)]


def _mended(words: list[str], language: str) -> list[str]:
    """Each word the index does not know, of TYPO_MIN_LENGTH letters or more, replaced by the known
    word one edit away (the most used one)."""
    known = set(
        SearchTerm.objects.filter(language=language, stem__in=[stem(w, language) for w in words]).values_list(
            "stem", flat=True
        )
    )
    mended = []
    for word in words:
        if stem(word, language) in known or len(word) < TYPO_MIN_LENGTH:
            mended.append(word)
            continue
        near = [candidate for candidate, edits in backends.near_words(language, word, 1) if edits == 1]
        mended.append(near[0] if near else word)
    return mended


@lru_cache(maxsize=100_000)
def _word_stem(word: str, language: str) -> str:
    return stem(fold(word), language)


def _window(text: str, language: str, wanted: set[str], words_max: int) -> list[tuple[int, int, bool]]:
    """The words of a window of `words_max` words around the first wanted one (the text's start
    when none is), read no further than needed: a long body is not cut into words to its end."""
    lead = words_max // 4
    before: deque = deque(maxlen=lead)
    tokens: list[tuple[int, int, bool]] = []
    for match in WORD.finditer(text):
        token = (match.start(), match.end(), _word_stem(match.group(), language) in wanted)
        if tokens or token[2]:
            tokens.append(token)
            if len(tokens) + len(before) >= words_max:
                break
        else:
            before.append(token)
    if not tokens:
        return [(m.start(), m.end(), False) for m in islice(WORD.finditer(text), words_max)]
    return [*before, *tokens]


def highlight(text: str, language: str, wanted: set[str], *, words_max: int | None = None) -> SafeString:
    """`text` escaped, its words whose stem is wanted in <mark>; with `words_max`, only a window of
    that many words around the first match (with ellipses where cut)."""
    if words_max is None:
        tokens = [
            (match.start(), match.end(), _word_stem(match.group(), language) in wanted)
            for match in WORD.finditer(text)
        ]
        start, end = 0, len(text)
    else:
        tokens = _window(text, language, wanted, words_max)
        if not tokens:
            return mark_safe("")
        start, end = tokens[0][0], tokens[-1][1]
        # The sentence's last mark when the window reaches the end of the text.
        if len(text) - end <= 1:
            end = len(text)
    pieces, cursor = [], start
    for token_start, token_end, wanted_word in tokens:
        if not wanted_word:
            continue
        pieces.append(escape(text[cursor:token_start]))
        pieces.append(f"<mark>{escape(text[token_start:token_end])}</mark>")
        cursor = token_end
    pieces.append(escape(text[cursor:end]))
    html = "".join(pieces).strip()
    if start > 0:
        html = "… " + html
    if end < len(text):
        html += " …"
    return mark_safe(html)  # noqa: S308 - every piece of the text is escaped above


def _score(entry: SearchEntry, wanted: list[str], now: datetime) -> float:
    fields = {
        "title": set(entry.title_terms.split()),
        "headings": set(entry.headings_terms.split()),
        "body": entry.body_terms.split(),
    }
    body_set = set(fields["body"])
    total, matched = 0.0, 0
    for term in wanted:
        if term in fields["title"]:
            weight = WEIGHTS["title"]
        elif term in fields["headings"]:
            weight = WEIGHTS["headings"]
        elif term in body_set:
            weight = WEIGHTS["body"] + min(fields["body"].count(term), 5) * 0.2
        else:
            continue
        matched += 1
        total += weight
    if not matched:
        return 0.0
    coverage = matched / len(wanted)
    score = total * coverage * coverage
    if entry.kind == "article" and entry.published_at:
        age = max((now - entry.published_at).days, 0)
        score += RECENCY_MAX * math.pow(0.5, age / HALF_LIFE)
    return round(score, 6)


def _live(now: datetime) -> Q:
    return (Q(live_from__isnull=True) | Q(live_from__lte=now)) & (
        Q(live_until__isnull=True) | Q(live_until__gt=now)
    )


def _ranked(words: list[str], language: str, now: datetime) -> list[Hit]:
    wanted = list(dict.fromkeys(stem(word, language) for word in words))
    ids = backends.matching_ids(language, wanted, words)
    if not ids:
        return []
    entries = SearchEntry.objects.filter(_live(now), id__in=ids)
    scored = [(_score(entry, wanted, now), entry) for entry in entries]
    scored = [pair for pair in scored if pair[0] > 0]
    scored.sort(key=lambda pair: (-pair[0], KIND_ORDER.get(pair[1].kind, 99), pair[1].title, pair[1].pk))
    wanted_set = set(wanted)
    hits = []
    for score, entry in scored[:RESULTS_MAX]:
        # The body around its first matched word, else its opening (headings read as a list).
        source = entry.body or entry.headings
        kind = KIND_NAMES.get(entry.kind)
        hits.append(
            Hit(
                title=highlight(entry.title, language, wanted_set),
                snippet=highlight(source.replace("\n", " "), language, wanted_set, words_max=SNIPPET_WORDS),
                url=entry.url,
                kind=entry.kind,
                kind_label=str(kind.label) if kind else entry.kind,
                translated=entry.translated,
                score=score,
            )
        )
    return hits


def _suggestion(words: list[str], language: str, now: datetime) -> str:
    """The query with each word the index does not know replaced by the nearest known word (two
    edits at most), offered only when that finds something."""
    known = set(SearchTerm.objects.filter(language=language, word__in=words).values_list("word", flat=True))
    replaced = []
    for word in words:
        near = backends.near_words(language, word, 2) if word not in known and len(word) >= 4 else []
        replaced.append(near[0][0] if near else word)
    if replaced == words or not _ranked(replaced, language, now):
        return ""
    return " ".join(replaced)


def search(query: str, language: str, now: datetime | None = None) -> Results:
    """The pages matching `query` in `language`, best first (at most RESULTS_MAX), as they stand
    at `now` (the live ones, an article's freshness)."""
    now = now or timezone.now()
    results = Results(query=query)
    words = _query_words(query, language)
    if not words:
        return results
    mended = _mended(words, language)
    results.hits = _ranked(mended, language, now)
    if mended != words and results.hits:
        results.corrected = " ".join(mended)
    if not results.hits:
        results.suggestion = _suggestion(words, language, now)
    return results


def _leads_after_search(date_from: date, date_to: date) -> dict[tuple[date, str], int]:
    """Leads (spam left out) sent from the contact form the search page opened with the visitor's
    question (`/contact?message=...`, in either language), by local day and language: read from
    the leads' own page address, so nothing is stored for it and no cookie follows anyone."""
    from leads.models import Lead

    paths = set()
    for language in ("en", "es"):
        with translation.override(language):
            paths.add(reverse("marketing:contact"))
    pages = Q()
    for path in paths:
        pages |= Q(page_url__contains=f"{path}?")
    zone = timezone.get_current_timezone()
    start = timezone.make_aware(datetime.combine(date_from, time.min), zone)
    end = timezone.make_aware(datetime.combine(date_to + timedelta(days=1), time.min), zone)
    leads = Lead.objects.filter(pages, is_spam=False, created_at__gte=start, created_at__lt=end)
    counts: dict[tuple[date, str], int] = {}
    for created_at, language, page_url in leads.values_list("created_at", "language", "page_url"):
        address = urlsplit(page_url)
        if address.path not in paths or "message" not in parse_qs(address.query):
            continue
        key = (timezone.localtime(created_at, zone).date(), language)
        counts[key] = counts.get(key, 0) + 1
    return counts


def _empty_row(day: date, language: str) -> dict:
    return {
        "day": day,
        "language": language,
        "searches": 0,
        "zero": 0,
        "leads": 0,
        "words": [],
        "zeroQueries": [],
    }


def search_report(date_from: date, date_to: date, top: int = 10) -> list[dict]:
    """Per day (newest first) and language: searches, searches that found nothing, leads after a
    search, the most searched words and the searches that found nothing (each with its count)."""
    totals = SearchDailyTotal.objects.filter(day__gte=date_from, day__lte=date_to)
    rows: dict[tuple[date, str], dict] = {}
    for day, language, measure, text, count in totals.order_by("-count", "text").values_list(
        "day", "language", "measure", "text", "count"
    ):
        row = rows.setdefault(
            (day, language),
            _empty_row(day, language),
        )
        if measure == SearchDailyTotal.Measure.SEARCHES:
            row["searches"] += count
        elif measure == SearchDailyTotal.Measure.WORD and len(row["words"]) < top:
            row["words"].append({"text": text, "count": count})
        elif measure == SearchDailyTotal.Measure.ZERO:
            row["zero"] += count
            if len(row["zeroQueries"]) < top:
                row["zeroQueries"].append({"text": text, "count": count})
    for (day, language), count in _leads_after_search(date_from, date_to).items():
        row = rows.setdefault(
            (day, language),
            _empty_row(day, language),
        )
        row["leads"] = count
    return [rows[key] for key in sorted(rows, key=lambda key: (-key[0].toordinal(), key[1]))]
