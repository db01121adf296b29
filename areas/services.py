"""Writes of the area pages: the seed (three cities, each with its section, a question and a sample
testimonial from a client there), loaded by marketing's `load_content` (registered in apps.py)."""

from datetime import timedelta

from django.db import transaction
from django.db.models import Max
from django.utils import timezone

from areas.content.areas import AREAS
from areas.models import Area, FaqBlock
from marketing.models import Offering, Testimonial


def _bilingual(values: dict) -> dict:
    """{"name": {"en": ..., "es": ...}} as the row's columns: name_en, name_es."""
    found = {}
    for name, value in values.items():
        if isinstance(value, dict):
            found.update({f"{name}_{code}": text for code, text in value.items()})
        else:
            found[name] = value
    return found


def area_create(item: dict) -> Area:
    fields = {
        name: item[name]
        for name in (
            "slug",
            "kind",
            "region",
            "wikidata_url",
            "name",
            "intro",
            "meta_description",
            "local_section",
        )
    }
    area = Area(
        is_published=True,
        publish_from=timezone.now() - timedelta(days=1),
        show_in_search_engines=True,
        **_bilingual(fields),
    )
    area.full_clean()
    area.save()
    area.services.set(Offering.objects.filter(kind=Offering.Kind.SERVICE, slug__in=item["services"]))
    for ordering, faq in enumerate(item["faqs"], start=1):
        block = FaqBlock(parent=area, region="main", ordering=ordering * 10, **_bilingual(faq))
        block.full_clean()
        block.save()
    said = item["testimonial"]
    last = Testimonial.objects.aggregate(last=Max("order"))["last"]
    testimonial = Testimonial(
        order=(last or 0) + 1,
        person=said["person"],
        company=said["company"],
        is_published=True,
        is_sample=True,
        **_bilingual({"quote": said["quote"], "role": said["role"]}),
    )
    testimonial.full_clean(exclude=["services"])
    testimonial.save()
    area.testimonials.add(testimonial)
    return area


@transaction.atomic
def areas_load(*, reset: bool = False) -> int:
    """Seeds the areas only while there are none (editors' additions and removals are kept);
    reset=True replaces them. Returns how many were created."""
    if reset:
        Area.objects.all().delete()
    if Area.objects.exists():
        return 0
    for item in AREAS:
        area_create(item)
    return len(AREAS)
