"""The database's own full-text index over SearchEntry, each on its own database (search.backends):
SQLite's FTS5 table with its triggers; PostgreSQL's unaccent and pg_trgm, the `document` column
with its trigger and GIN index, and a trigram index on the vocabulary."""

from django.contrib.postgres.operations import TrigramExtension, UnaccentExtension
from django.db import migrations

# django-test-migrations starts a migration test by dropping every model's table, which leaves the
# index (no model's table) behind: it is dropped first, and rebuilt from the (new, empty) entries.
SQLITE = [
    "DROP TABLE IF EXISTS search_fts",
    """CREATE VIRTUAL TABLE search_fts USING fts5(
        title_terms, headings_terms, body_terms,
        content='search_searchentry', content_rowid='id',
        tokenize='unicode61 remove_diacritics 2'
    )""",
    """CREATE TRIGGER search_fts_insert AFTER INSERT ON search_searchentry BEGIN
        INSERT INTO search_fts(rowid, title_terms, headings_terms, body_terms)
        VALUES (new.id, new.title_terms, new.headings_terms, new.body_terms);
    END""",
    """CREATE TRIGGER search_fts_delete AFTER DELETE ON search_searchentry BEGIN
        INSERT INTO search_fts(search_fts, rowid, title_terms, headings_terms, body_terms)
        VALUES ('delete', old.id, old.title_terms, old.headings_terms, old.body_terms);
    END""",
    """CREATE TRIGGER search_fts_update AFTER UPDATE ON search_searchentry BEGIN
        INSERT INTO search_fts(search_fts, rowid, title_terms, headings_terms, body_terms)
        VALUES ('delete', old.id, old.title_terms, old.headings_terms, old.body_terms);
        INSERT INTO search_fts(rowid, title_terms, headings_terms, body_terms)
        VALUES (new.id, new.title_terms, new.headings_terms, new.body_terms);
    END""",
]
SQLITE_REVERSE = [
    "DROP TRIGGER IF EXISTS search_fts_update",
    "DROP TRIGGER IF EXISTS search_fts_delete",
    "DROP TRIGGER IF EXISTS search_fts_insert",
    "DROP TABLE IF EXISTS search_fts",
]
POSTGRES = [
    "ALTER TABLE search_searchentry ADD COLUMN document tsvector",
    """CREATE OR REPLACE FUNCTION search_entry_document() RETURNS trigger AS $$
    BEGIN
        NEW.document := to_tsvector(
            CASE WHEN NEW.language = 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END,
            unaccent(coalesce(NEW.title, '') || ' ' || coalesce(NEW.headings, '') || ' '
                     || coalesce(NEW.body, ''))
        );
        RETURN NEW;
    END
    $$ LANGUAGE plpgsql""",
    """CREATE TRIGGER search_entry_document BEFORE INSERT OR UPDATE ON search_searchentry
    FOR EACH ROW EXECUTE FUNCTION search_entry_document()""",
    "CREATE INDEX search_entry_document_gin ON search_searchentry USING gin (document)",
    "CREATE INDEX search_term_trigram ON search_searchterm USING gin (word gin_trgm_ops)",
]
POSTGRES_REVERSE = [
    "DROP INDEX IF EXISTS search_term_trigram",
    "DROP TRIGGER IF EXISTS search_entry_document ON search_searchentry",
    "DROP FUNCTION IF EXISTS search_entry_document()",
    "ALTER TABLE search_searchentry DROP COLUMN IF EXISTS document",
]


def _run(statements_by_vendor):
    def run(apps, schema_editor):
        for statement in statements_by_vendor.get(schema_editor.connection.vendor, []):
            schema_editor.execute(statement)

    return run


class Migration(migrations.Migration):
    dependencies = [("search", "0001_initial")]

    operations = [
        # Each runs only on PostgreSQL (Django's CreateExtension skips any other database).
        UnaccentExtension(),
        TrigramExtension(),
        migrations.RunPython(
            _run({"sqlite": SQLITE, "postgresql": POSTGRES}),
            _run({"sqlite": SQLITE_REVERSE, "postgresql": POSTGRES_REVERSE}),
        ),
    ]
