"""The English columns (*_en) start with the article's text; Spanish starts empty."""

from django.db import migrations
from django.db.models import F

FIELDS = ("title", "summary", "body", "hero_image_alt")


def fill_english(apps, schema_editor):
    apps.get_model("insights", "Article").objects.update(**{f"{field}_en": F(field) for field in FIELDS})


class Migration(migrations.Migration):
    dependencies = [("insights", "0002_spanish_columns")]

    operations = [migrations.RunPython(fill_english, migrations.RunPython.noop)]
