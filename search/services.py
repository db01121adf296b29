"""Writes of search: the index rows of a page (kept current by search.signals and rebuilt whole by
`manage.py search_index` and after the seed), the vocabulary beside them, and the daily totals of
what visitors searched."""

import re
from collections import Counter

from django.core.exceptions import ObjectDoesNotExist
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from search.kinds import KINDS, Document, Kind, documents
from search.models import SearchDailyTotal, SearchEntry, SearchTerm
from search.text import fold, is_stop_word, stem, stems, words

# The longest word kept in the vocabulary (longer "words" are codes and addresses).
WORD_MAX = 40


def _vocabulary(entry: SearchEntry) -> set[str]:
    text = " ".join((entry.title, entry.headings, entry.body))
    return {
        word
        for word in words(text)
        if 3 <= len(word) <= WORD_MAX and not word.isdigit() and not is_stop_word(word, entry.language)
    }


def _vocabulary_change(language: str, added: set[str], removed: set[str]) -> None:
    if removed:
        terms = SearchTerm.objects.filter(language=language, word__in=removed)
        terms.update(entries=F("entries") - 1)
        SearchTerm.objects.filter(language=language, entries__lte=0).delete()
    if added:
        known = set(
            SearchTerm.objects.filter(language=language, word__in=added).values_list("word", flat=True)
        )
        SearchTerm.objects.filter(language=language, word__in=known).update(entries=F("entries") + 1)
        SearchTerm.objects.bulk_create(
            SearchTerm(language=language, word=word, stem=stem(word, language), length=len(word), entries=1)
            for word in sorted(added - known)
        )


def _entry_write(
    kind: Kind, key: str, language: str, document: Document, *, vocabulary: bool = True
) -> SearchEntry:
    entry = SearchEntry.objects.filter(kind=kind.name, key=key, language=language).first()
    before = _vocabulary(entry) if entry else set()
    entry = entry or SearchEntry(kind=kind.name, key=key, language=language)
    entry.title = document.title[:300]
    entry.headings = "\n".join(text for text in document.headings if text)
    entry.body = "\n".join(text for text in document.body if text)
    entry.url = document.url
    entry.published_at = document.published_at
    entry.live_from = document.live_from
    entry.live_until = document.live_until
    entry.translated = document.translated
    entry.title_terms = " ".join(stems(entry.title, language))
    entry.headings_terms = " ".join(stems(entry.headings, language))
    entry.body_terms = " ".join(stems(entry.body, language))
    entry.save()
    if vocabulary:
        after = _vocabulary(entry)
        _vocabulary_change(language, after - before, before - after)
    return entry


def _entries_remove(kind: Kind, key: str) -> None:
    for entry in SearchEntry.objects.filter(kind=kind.name, key=key):
        _vocabulary_change(entry.language, set(), _vocabulary(entry))
        entry.delete()


def index_row(kind: Kind, row) -> None:
    """Writes the row's entries in both languages, or removes them when visitors may not see it."""
    key = kind.key(row)
    if row.pk is None or not kind.rows().filter(pk=row.pk).exists():
        _entries_remove(kind, key)
        return
    row = kind.rows().get(pk=row.pk)
    for language, document in documents(kind, row):
        _entry_write(kind, key, language, document)


def index_follow(kind: Kind, instance, *, deleted: bool = False) -> None:
    """A saved or deleted model instance: the entries of the rows of `kind` it changes."""
    try:
        owners = kind.owners(instance)
    except ObjectDoesNotExist:  # a part deleted with its page: the page's own deletion follows
        return
    for owner in owners:
        if deleted and owner is instance:
            _entries_remove(kind, kind.key(owner))
        else:
            index_row(kind, owner)


@transaction.atomic
def index_rebuild() -> int:
    """The whole index again from the content. Returns how many entries it holds."""
    SearchEntry.objects.all().delete()
    SearchTerm.objects.all().delete()
    counts: Counter = Counter()
    for kind in KINDS:
        for row in kind.rows():
            for language, document in documents(kind, row):
                entry = _entry_write(kind, kind.key(row), language, document, vocabulary=False)
                counts.update((language, word) for word in _vocabulary(entry))
    # The vocabulary at once, not entry by entry.
    SearchTerm.objects.bulk_create(
        (
            SearchTerm(
                language=language, word=word, stem=stem(word, language), length=len(word), entries=count
            )
            for (language, word), count in sorted(counts.items())
        ),
        batch_size=1000,
    )
    return SearchEntry.objects.count()


def index_after_seed() -> int:
    """Run last by the seed loader (after the Spanish columns are written): the index of the
    seeded content. Writes no Spanish field, so it answers 0 for the loader's count."""
    index_rebuild()
    return 0


# What is never stored: a query that looks like an email address or a phone number.
EMAIL = re.compile(r"\S+@\S+")
PHONE = re.compile(r"(?:\+?\d[\s().-]*){7,}")
TEXT_MAX = 200
WORDS_MAX = 8


def looks_personal(query: str) -> bool:
    return bool(EMAIL.search(query) or PHONE.search(query))


def _count(day, language: str, measure: str, text: str = "") -> None:
    match = {"day": day, "language": language, "measure": measure, "text": text[:TEXT_MAX]}
    if SearchDailyTotal.objects.filter(**match).update(count=F("count") + 1):
        return
    try:
        with transaction.atomic():
            SearchDailyTotal.objects.create(**match, count=1)
    except IntegrityError:  # another request made the row meanwhile
        SearchDailyTotal.objects.filter(**match).update(count=F("count") + 1)


def search_record(*, query: str, language: str, found: bool) -> bool:
    """Counts a search in today's totals: the search, each of its words, and the whole query when it
    found nothing. A query that looks like an email address or a phone number is not stored at all
    (not even counted). Answers whether it was counted."""
    if not query.strip() or looks_personal(query):
        return False
    day = timezone.localdate()
    _count(day, language, SearchDailyTotal.Measure.SEARCHES)
    for word in list(dict.fromkeys(w for w in words(query) if not is_stop_word(w, language)))[:WORDS_MAX]:
        _count(day, language, SearchDailyTotal.Measure.WORD, word[:WORD_MAX])
    if not found:
        _count(day, language, SearchDailyTotal.Measure.ZERO, " ".join(fold(query).split()))
    return True


def search_lead_record(*, language: str) -> None:
    """A lead sent from a contact form the search page led to (the form carried the search marker)."""
    _count(timezone.localdate(), language, SearchDailyTotal.Measure.LEAD)
