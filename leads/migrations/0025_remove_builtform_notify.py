from django.db import migrations


class Migration(migrations.Migration):
    """The typed `notify` box is gone: its addresses are recipients since 0024."""

    dependencies = [
        ("leads", "0024_notify_into_recipients"),
    ]

    operations = [
        migrations.RemoveField(model_name="builtform", name="notify"),
    ]
