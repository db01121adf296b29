"""Adds the headline figures band (claims) to a home page stored before it existed.

`load_content` only creates pages that are missing, so an existing home page would never get the
new blocks; this runs once. A page that already has the slots is left as it is.
"""

from django.db import migrations
from django.db.models import F


def add_claims(apps, schema_editor):
    from marketing.content.pages import HOME_CLAIM_BLOCKS

    Page = apps.get_model("marketing", "Page")
    PageBlock = apps.get_model("marketing", "PageBlock")
    home = Page.objects.filter(key="home").first()
    if home is None or home.blocks.filter(slot__in=["claims", "claim"]).exists():
        return
    # Right after the hero: order the existing blocks after the new ones.
    hero = home.blocks.filter(slot="hero").order_by("order").first()
    start = (hero.order + 1) if hero else 0
    home.blocks.filter(order__gte=start).exclude(pk=getattr(hero, "pk", None)).update(
        order=F("order") + len(HOME_CLAIM_BLOCKS)
    )
    PageBlock.objects.bulk_create(
        PageBlock(page=home, order=start + i, slot=slot, heading=heading, body=body, icon=icon)
        for i, (slot, heading, body, icon) in enumerate(HOME_CLAIM_BLOCKS)
    )


def remove_claims(apps, schema_editor):
    PageBlock = apps.get_model("marketing", "PageBlock")
    PageBlock.objects.filter(page__key="home", slot__in=["claims", "claim"]).delete()


class Migration(migrations.Migration):
    dependencies = [("marketing", "0001_initial")]

    operations = [migrations.RunPython(add_claims, remove_claims)]
