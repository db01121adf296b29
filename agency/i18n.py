"""The site's two languages: which one a request is in, the same page's address in the other,
whether a piece of content has its Spanish yet, and interface text in the active language
(docs/developers/i18n.md).

English lives at the addresses it always had; Spanish under /es/ with translated path words
(agency.urls, `i18n_patterns(prefix_default_language=False)`). The language comes from the
address alone: never from Accept-Language or a cookie, so nothing redirects, every address is one
response for everyone (cacheable by the page cache, nginx and a CDN) and crawlers see both.
"""

from dataclasses import dataclass
from functools import lru_cache

from django.conf import settings
from django.urls import translate_url
from django.utils import translation
from django.utils.functional import Promise
from django.utils.html import strip_tags
from django.utils.translation import gettext_lazy as _

SPANISH = "es"


class UrlLanguageMiddleware:
    """Activates the language named by the address's first segment (/es/...), else English.

    Django's LocaleMiddleware would also read Accept-Language and the language cookie for the
    addresses outside i18n_patterns and add `Vary: Accept-Language` to every unprefixed page;
    here a response depends on its address only. Content-Language says which language it is in.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        language = translation.get_language_from_path(request.path_info) or settings.LANGUAGE_CODE
        previous = translation.get_language()
        translation.activate(language)
        request.LANGUAGE_CODE = language
        try:
            response = self.get_response(request)
        finally:
            # The thread goes back to the language it had (a test's, a command's): a request never
            # leaves its own behind.
            translation.activate(previous or settings.LANGUAGE_CODE)
        response.headers.setdefault("Content-Language", language)
        return response


def language_paths(path: str) -> dict[str, str] | None:
    """The address of the page at `path` in each language ({"en": "/pricing", "es": "/es/precios"}),
    or None when the page has no language versions (the admin, the API, a 404)."""
    paths = {code: translate_url(path, code) for code, _name in settings.LANGUAGES}
    if len(set(paths.values())) < len(paths):  # translate_url gives the path back when it cannot
        return None
    return paths


@dataclass(frozen=True)
class Alternate:
    code: str  # hreflang: en, es or x-default
    name: str  # the language's own name: English, Español
    path: str

    @property
    def url(self) -> str:
        return settings.SITE_URL + self.path


def alternates(request) -> list[Alternate]:
    """The page's language versions, English first, then x-default (English): the hreflang links."""
    match = getattr(request, "resolver_match", None)
    if match is None:
        return []
    paths = language_paths(request.path)
    if paths is None:
        return []
    names = dict(settings.LANGUAGES)
    found = [Alternate(code, names[code], path) for code, path in paths.items()]
    return [*found, Alternate("x-default", names[settings.LANGUAGE_CODE], paths[settings.LANGUAGE_CODE])]


def language_context(request) -> dict:
    """Template context: the hreflang alternates and the switcher's link to the other language."""
    current = translation.get_language() or settings.LANGUAGE_CODE
    found = alternates(request)
    other = next((alt for alt in found if alt.code not in (current, "x-default")), None)
    return {"language_alternates": found, "language_switch": other, "language_current": current}


# --------------------------------------------------------------------------------------------
# Content in Spanish: the translated fields of a row (modeltranslation's registry)
# --------------------------------------------------------------------------------------------


def translated_fields(model) -> tuple[str, ...]:
    """The names of the model's fields that have a column per language (empty: none)."""
    from modeltranslation.translator import NotRegistered, translator

    try:
        options = translator.get_options_for_model(model)
    except NotRegistered:
        return ()
    return tuple(sorted(options.all_fields))


def _has_text(value) -> bool:
    if value is None:
        return False
    text = str(value)
    if "<" not in text:  # plain text: nothing to strip
        return bool(text.strip())
    return _markup_has_text(text)


@lru_cache(maxsize=1024)
def _markup_has_text(text: str) -> bool:
    # strip_tags parses the HTML, a cost per field of every row a sitemap or page asks about; the
    # same copy is asked about on every request a process serves, and the answer is the text's own.
    return bool(strip_tags(text).strip())


def column(name: str, language: str) -> str:
    """The column of a translated field in one language: ("title", "es") -> "title_es"."""
    from modeltranslation.utils import build_localized_fieldname

    return build_localized_fieldname(name, language)


def in_language(obj, name: str, language: str):
    """The value of a translated field in one language, without falling back to another."""
    return getattr(obj, column(name, language), None)


def missing_spanish_fields(obj) -> list[str]:
    """The translated fields of `obj` that have English text and no Spanish."""
    return [
        name
        for name in translated_fields(type(obj))
        if _has_text(in_language(obj, name, "en")) and not _has_text(in_language(obj, name, SPANISH))
    ]


def needs_spanish(*objects) -> bool:
    """Whether any of the objects (a page's row and its own parts) lacks Spanish somewhere."""
    return any(obj is not None and missing_spanish_fields(obj) for obj in objects)


def page_needs_noindex(*objects) -> bool:
    """A Spanish page whose content falls back to English is kept out of search results."""
    return translation.get_language() == SPANISH and needs_spanish(*objects)


def path_in_language(path: str, language: str | None = None) -> str:
    """`path` (a page's address in any language) in `language` (the active one by default):
    "/contact" is "/es/contacto" in Spanish. An address with no language versions is kept."""
    language = language or translation.get_language() or settings.LANGUAGE_CODE
    for source, _name in settings.LANGUAGES:
        with translation.override(source):
            translated = translate_url(path, language)
        if translated != path:
            return translated
    return path


# A row's own parts, translated with it and shown on its page (an offering's sections, a page's
# blocks...): "needs Spanish" counts them with the row. The apps name them when they start
# (marketing/translation.py), as this module imports no app.
_parts_by_model: dict = {}


def parts_register(model, relations: tuple[str, ...]) -> None:
    """`relations`: the reverse relations from `model` to its parts (`"benefits"`, `"blocks"`...)."""
    _parts_by_model[model] = tuple(relations)


def _parts() -> dict:
    return _parts_by_model


def own_parts(obj) -> list:
    """The rows that are part of `obj` (its inline items in the admin)."""
    return [part for name in _parts().get(type(obj), ()) for part in getattr(obj, name).all()]


@dataclass(frozen=True)
class PartsSummary:
    """What a row's parts say about its page: whether one of them lacks Spanish, and when the
    latest of them changed (None: it has none, or they keep no date)."""

    lack_spanish: bool = False
    updated_at: object = None


def parts_summaries(objects) -> dict:
    """{pk: PartsSummary} for the rows in `objects` (one model, or its proxies), each relation's
    parts read in one query of the columns it needs, as values: a list of many pages (the sitemap)
    asks the same number of queries as a list of one, and builds no row objects for their parts."""
    from django.db.models import F, QuerySet
    from django.db.models.lookups import In

    objects = list(objects)
    if not objects:
        return {}
    model = type(objects[0])
    keys = [obj.pk for obj in objects]
    lacking, latest = set(), {}
    for relation in _parts().get(model, ()):
        link = model._meta.get_field(relation)
        part = link.related_model
        names = translated_fields(part)
        pairs = [(column(name, "en"), column(name, SPANISH)) for name in names]
        dated = any(field.name == "updated_at" for field in part._meta.concrete_fields)
        columns = [link.field.attname, *(name for pair in pairs for name in pair)]
        # A plain queryset: the columns are named in each language already, nothing to rewrite.
        rows = QuerySet(model=part).filter(In(F(link.field.attname), keys)).order_by()
        for row in rows.values_list(*columns, *(["updated_at"] if dated else [])):
            owner, texts = row[0], row[1 : 1 + 2 * len(pairs)]
            if any(_has_text(texts[i]) and not _has_text(texts[i + 1]) for i in range(0, len(texts), 2)):
                lacking.add(owner)
            if dated and (owner not in latest or row[-1] > latest[owner]):
                latest[owner] = row[-1]
    return {key: PartsSummary(key in lacking, latest.get(key)) for key in keys}


def needs_spanish_q(model, prefix: str = ""):
    """A query for rows of `model` with a translated field in English and not in Spanish; with its
    parts' (`prefix` names the relation from the row that is asked about)."""
    from django.db.models import Q

    query = Q(pk__in=[])
    for name in translated_fields(model):
        english, spanish = prefix + column(name, "en"), prefix + column(name, SPANISH)
        has_english = Q((english + "__isnull", False)) & ~Q((english, ""))
        lacks_spanish = Q((spanish + "__isnull", True)) | Q((spanish, ""))
        query |= has_english & lacks_spanish
    if not prefix:
        for relation in _parts().get(model, ()):
            related = model._meta.get_field(relation).related_model
            query |= needs_spanish_q(related, prefix=f"{relation}__")
    return query


def needing_spanish(queryset):
    """The rows of `queryset` that lack Spanish somewhere (theirs or their parts')."""
    model = queryset.model
    return queryset.filter(pk__in=model._default_manager.filter(needs_spanish_q(model)).values("pk"))


# --------------------------------------------------------------------------------------------
# Interface text in the active language (docs/developers/i18n.md, "Interface text (gettext)").
# The words the islands and the JSON API carry are gettext_lazy strings defined at import time:
# they take the active language only when turned into text, so whatever leaves as JSON goes
# through `resolve()` while the request's language is active.
# --------------------------------------------------------------------------------------------


def resolve(value):
    """`value` with every lazy string in it (nested in dicts, lists and tuples) turned into text."""
    if isinstance(value, Promise):
        return str(value)
    if isinstance(value, dict):
        return {resolve(key): resolve(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(resolve(item) for item in value)
    return value


# The few words the islands' shared parts show (dialogs, toasts, fields, progress bars), sent in
# the site config (agency.context_processors.site_config, "words") and read by static_src/lib/words.ts.
SITE_WORDS = {
    "close": _("Close"),
    "closeNotification": _("Close notification"),
    # The honeypot's label (templates/leads/forms/honeypot.html and the islands' Honeypot): only
    # bots read it, in the page's language like every other word.
    "honeypot": _("Leave this field empty"),
    # Radix puts the keyboard shortcut in place of {hotkey}.
    "notifications": _("Notifications ({hotkey})"),
    "optional": _("(optional)"),
    "progress": _("{value} of {max}"),
}
