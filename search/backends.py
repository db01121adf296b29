"""The database's own full-text index, behind two functions: which index rows match any of a
query's words, and which known words are near a mistyped one.

SQLite: an FTS5 table (`search_fts`, external content: the stem columns of SearchEntry, tokenizer
unicode61 with remove_diacritics 2), kept in step by triggers. The stems are made in Python
(search.text, Snowball), so FTS5's own porter tokenizer is not used: it knows no Spanish.

PostgreSQL: a `document` tsvector column on SearchEntry, filled by a trigger with
`to_tsvector('english' | 'spanish', unaccent(title || headings || body))`, under a GIN index; the
query is `to_tsquery` of the same configuration over the unaccented words. Near words come from a
trigram index (pg_trgm) on the vocabulary.

Both are created by migration 0002 on their own database only. Ranking is not left to either
database (search.selectors ranks the matched rows the same way on both).
"""

from django.db import connection

from search.text import distance, distance_at_most_one


def _postgres() -> bool:
    return connection.vendor == "postgresql"


def matching_ids(language: str, stems: list[str], words: list[str]) -> list[int]:
    """The ids of the index rows in `language` holding any of the words (given as their stems for
    SQLite and as folded words for PostgreSQL, which stems them itself)."""
    if not stems:
        return []
    with connection.cursor() as cursor:
        if _postgres():
            config = "spanish" if language == "es" else "english"
            cursor.execute(
                "SELECT id FROM search_searchentry WHERE language = %s "
                "AND document @@ to_tsquery(%s::regconfig, %s)",
                [language, config, " | ".join(words)],
            )
        else:
            query = " OR ".join(f'"{stem}"' for stem in sorted(set(stems)))
            cursor.execute(
                "SELECT e.id FROM search_fts JOIN search_searchentry e ON e.id = search_fts.rowid "
                "WHERE search_fts MATCH %s AND e.language = %s",
                [query, language],
            )
        return [row[0] for row in cursor.fetchall()]


def near_words(language: str, word: str, most: int) -> list[tuple[str, int]]:
    """Known words within `most` edits of `word`, as (word, edits), nearest and most used first."""
    from search.models import SearchTerm

    terms = SearchTerm.objects.filter(
        language=language, length__gte=len(word) - most, length__lte=len(word) + most
    )
    if _postgres():
        from django.contrib.postgres.search import TrigramSimilarity

        terms = terms.annotate(similarity=TrigramSimilarity("word", word)).filter(similarity__gt=0.15)
    found = []
    letters = set(word)
    for candidate, entries in terms.values_list("word", "entries"):
        if most == 1:
            edits = 1 if distance_at_most_one(word, candidate) else 0
        elif len(letters ^ set(candidate)) > 2 * most:  # more letters differ than the edits allow
            continue
        else:
            edits = distance(word, candidate)
        if 0 < edits <= most:
            found.append((edits, -entries, candidate))
    return [(candidate, edits) for edits, _entries, candidate in sorted(found)]
