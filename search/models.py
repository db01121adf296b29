"""The search index: one row per page and language (SearchEntry), the words the site knows
(SearchTerm, for one typo and "did you mean"), and what visitors searched as daily totals
(SearchDailyTotal). The full-text index over SearchEntry is the database's own (search.backends):
an FTS5 table on SQLite, a tsvector column with a GIN index on PostgreSQL, both made by migration
0002 and kept in step with the rows by triggers."""

from django.db import models


class SearchEntry(models.Model):
    """One page (or FAQ answer) in one language, as the index holds it. Only what visitors may see
    is written here (search.kinds decides); `live_from`/`live_until` keep a schedule's window, and
    every query asks for the rows live now."""

    kind = models.CharField(max_length=20)
    key = models.CharField(max_length=120, help_text="The row's own id within its kind.")
    language = models.CharField(max_length=5)
    title = models.CharField(max_length=300)
    headings = models.TextField(blank=True)
    body = models.TextField(blank=True)
    url = models.CharField(max_length=300)
    published_at = models.DateTimeField(null=True, blank=True)
    live_from = models.DateTimeField(null=True, blank=True)
    live_until = models.DateTimeField(null=True, blank=True)
    translated = models.BooleanField(default=True, help_text="False: Spanish that falls back to English.")
    # The stems of title, headings and body (search.text), what the full-text index reads.
    title_terms = models.TextField(blank=True)
    headings_terms = models.TextField(blank=True)
    body_terms = models.TextField(blank=True)

    class Meta:
        verbose_name_plural = "search entries"
        constraints = [
            models.UniqueConstraint(fields=["kind", "key", "language"], name="search_entry_unique"),
        ]
        indexes = [models.Index(fields=["language", "kind"], name="search_entry_language")]

    def __str__(self):
        return f"{self.kind} {self.key} ({self.language})"


class SearchTerm(models.Model):
    """A folded word of the index in one language, with how many entries hold it: the vocabulary
    a mistyped word is matched against."""

    language = models.CharField(max_length=5)
    word = models.CharField(max_length=60)
    stem = models.CharField(max_length=60)
    length = models.PositiveSmallIntegerField()
    entries = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["language", "word"], name="search_term_unique"),
        ]
        indexes = [
            models.Index(fields=["language", "length"], name="search_term_length"),
            models.Index(fields=["language", "stem"], name="search_term_stem"),
        ]

    def __str__(self):
        return self.word


class SearchDailyTotal(models.Model):
    """How often something happened on a day in a language: a word searched, a search that found
    nothing (its words as typed, folded), a search that led to a lead. Never an address, a cookie
    or a query that looks like an email address or a phone number."""

    class Measure(models.TextChoices):
        WORD = "word", "Word searched"
        ZERO = "zero", "Search with no result"
        SEARCHES = "searches", "Searches"
        LEAD = "lead", "Lead after a search"

    day = models.DateField()
    language = models.CharField(max_length=5)
    measure = models.CharField(max_length=10, choices=Measure.choices)
    text = models.CharField(max_length=200, blank=True)
    count = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["day", "language", "measure", "text"], name="search_daily_total_unique"
            ),
        ]

    def __str__(self):
        return f"{self.day} {self.language} {self.measure} {self.text}: {self.count}"
