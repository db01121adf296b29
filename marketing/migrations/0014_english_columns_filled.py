"""The English columns (*_en) start with the text the rows already had; Spanish starts empty."""

from django.db import migrations
from django.db.models import F

# model: its translated fields (marketing/translation.py at the time of this migration).
TRANSLATED = {
    "offering": (
        "name",
        "summary",
        "title",
        "description",
        "transform_intro",
        "approach",
        "why_choose",
        "insights_heading",
        "insights_text",
        "seo_title",
        "meta_description",
        "hero_image_alt",
        "approach_image_alt",
        "social_image_alt",
    ),
    "benefit": ("title", "text"),
    "methodologystep": ("title", "text"),
    "transformationcard": ("title", "text"),
    "whychoosepoint": ("title", "text"),
    "whyactnowpoint": ("title", "text"),
    "corevalue": ("title", "text"),
    "differentiator": ("title", "text"),
    "milestone": ("title", "text"),
    "statistic": ("label",),
    "vertical": ("name", "text"),
    "faq": ("question", "answer"),
    "page": ("title", "meta_description", "heading", "intro", "social_image_alt"),
    "pageblock": ("heading", "body"),
    "siteidentity": ("description", "logo_alt"),
    "casestudy": (
        "title",
        "summary",
        "challenge",
        "approach",
        "results",
        "hero_image_alt",
        "seo_title",
        "meta_description",
    ),
    "casestudyresult": ("label",),
    "casestudypicture": ("alt", "caption"),
    "testimonial": ("quote", "role", "photo_alt"),
    "teammember": ("role", "bio", "photo_alt"),
}


def fill_english(apps, schema_editor):
    for name, fields in TRANSLATED.items():
        model = apps.get_model("marketing", name)
        model.objects.update(**{f"{field}_en": F(field) for field in fields})


class Migration(migrations.Migration):
    dependencies = [("marketing", "0013_spanish_columns")]

    operations = [migrations.RunPython(fill_english, migrations.RunPython.noop)]
