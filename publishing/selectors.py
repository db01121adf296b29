"""Reads of the publishing core: where a new item goes in its list, a saved version beside the
current item (django-reversion), a picture's renditions, and the sample content on the site."""

from dataclasses import dataclass

from django.db.models import Max, Q
from django.utils.text import capfirst

from agency.i18n import column, translated_fields
from publishing.models import ORDER_MAX, Rendition
from publishing.page_cache import content_version


def next_order(queryset) -> int:
    """The order that places a new item after the last one of `queryset` (capped at ORDER_MAX)."""
    highest = queryset.aggregate(highest=Max("order"))["highest"]
    return min(ORDER_MAX, 0 if highest is None else highest + 1)


# The stored renditions of every picture by (source, crop), for one content version: read in one
# query the first time a process draws a picture after a save (the task worker moves the version on
# when it has made renditions), then from memory.
_renditions: tuple[str, dict[tuple[str, str], list[Rendition]]] = ("", {})


def renditions_of(source: str, crop: str = "") -> list[Rendition]:
    """The stored renditions of an uploaded picture, whole or cut to `crop` (none until the task
    worker has made them). A page draws many pictures: none of them asks the database."""
    global _renditions
    version = content_version()
    known_version, index = _renditions
    if known_version != version:
        index = {}
        for rendition in Rendition.objects.all():
            index.setdefault((rendition.source, rendition.crop), []).append(rendition)
        _renditions = (version, index)
    return index.get((source, crop), [])


# --------------------------------------------------------------------------------------------
# Content history (django-reversion): a saved version beside the current item
# --------------------------------------------------------------------------------------------

# Bookkeeping fields an editor does not write; comparing them would only add noise.
_UNCOMPARED_FIELDS = {"id", "created_at", "updated_at"}


@dataclass(frozen=True)
class FieldChange:
    label: str
    saved: str
    current: str

    @property
    def changed(self) -> bool:
        return self.saved != self.current


@dataclass(frozen=True)
class ItemChange:
    """An inline item (a benefit, a page block...) as the version had it and as it is now."""

    label: str
    status: str  # "unchanged", "changed", "removed since", "added since"
    fields: list[FieldChange]


@dataclass(frozen=True)
class VersionComparison:
    fields: list[FieldChange]
    items: list[ItemChange]

    @property
    def changed_count(self) -> int:
        return sum(f.changed for f in self.fields) + sum(i.status != "unchanged" for i in self.items)


def _shown(field, instance) -> str:
    value = field.value_from_object(instance) if instance is not None else None
    if value is None:
        return ""
    if field.choices:
        return str(dict(field.flatchoices).get(value, value))
    return str(value)


def _field_changes(model, saved, current) -> list[FieldChange]:
    # A translated db_field is compared as its English (the db_field itself) and, right after, its Spanish.
    translated = translated_fields(model)
    columns = {column(name, language): name for name in translated for language in ("en", "es")}
    compared = []
    for db_field in model._meta.concrete_fields:
        if (
            not db_field.editable
            or db_field.name in _UNCOMPARED_FIELDS
            or db_field.is_relation
            or db_field.name in columns
        ):
            continue
        compared.append(db_field)
        if db_field.name in translated:
            compared.append(model._meta.get_field(column(db_field.name, "es")))
    return [
        FieldChange(
            label=capfirst(db_field.verbose_name),
            saved=_shown(db_field, saved),
            current=_shown(db_field, current),
        )
        for db_field in compared
    ]


def version_comparison(version, current) -> VersionComparison:
    """The fields of a saved version of `current` beside today's values, and its inline items (the
    relations the history follows) as they were and are: changed, removed since or added since."""
    from reversion.revisions import _get_options  # the registration's followed relations

    saved = version._object_version.object
    model = type(current)
    fields = _field_changes(model, saved, current)

    saved_items = {}
    for other in version.revision.version_set.exclude(pk=version.pk):
        item = other._object_version.object
        saved_items[(type(item)._meta.label, item.pk)] = item
    items: list[ItemChange] = []
    for relation in _get_options(model).follow:
        related = getattr(current, relation)
        related_model = related.model
        now = {obj.pk: obj for obj in related.all()}
        then = {pk: obj for (label, pk), obj in saved_items.items() if label == related_model._meta.label}
        name = capfirst(related_model._meta.verbose_name)
        for pk in sorted(then.keys() | now.keys()):
            before, after = then.get(pk), now.get(pk)
            changes = _field_changes(related_model, before, after)
            if before is None:
                status = "added since"
            elif after is None:
                status = "removed since"
            else:
                status = "changed" if any(c.changed for c in changes) else "unchanged"
            items.append(ItemChange(label=f"{name}: {before or after}", status=status, fields=changes))
    return VersionComparison(fields=fields, items=items)


# --------------------------------------------------------------------------------------------
# Sample content
# --------------------------------------------------------------------------------------------

# Every model with an `is_sample` field, and what "on the site" means for it. The content apps
# register theirs when they start (marketing: its proof; insights: articles, published or scheduled).
_SAMPLE_KINDS: dict[type, Q] = {}


def sample_content_register(model, on_site: Q) -> None:
    _SAMPLE_KINDS[model] = on_site


def sample_content_kinds() -> tuple[type, ...]:
    return tuple(_SAMPLE_KINDS)


def sample_content_published() -> dict[str, int]:
    """How many sample items of each kind are on the site, by the kind's plural name (the deploy
    check reads it)."""
    return {
        str(model._meta.verbose_name_plural): model._default_manager.filter(on_site, is_sample=True).count()
        for model, on_site in _SAMPLE_KINDS.items()
    }
