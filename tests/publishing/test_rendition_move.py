"""Rendition moves from marketing to publishing by state alone (marketing 0016, publishing 0001): the
table `marketing_rendition` and its rows stay as they were, read through the model's new app, and
come back to marketing's when the move is unapplied."""

BEFORE = [("marketing", "0015_siteidentity_email_one_rule"), ("publishing", None)]
AFTER = [("marketing", "0016_rendition_moves_to_publishing"), ("publishing", "0001_initial")]


def test_renditions_keep_their_rows_when_the_model_changes_app_and_back(migrator):
    old = migrator.apply_initial_migration(BEFORE).apps
    made = old.get_model("marketing", "Rendition").objects.create(
        source="samples/case-harbor.png",
        crop="4x3-top",
        width=640,
        height=480,
        format="webp",
        file="r/a.webp",
    )

    new = migrator.apply_tested_migration(AFTER).apps
    moved = new.get_model("publishing", "Rendition")
    assert moved._meta.db_table == "marketing_rendition"
    assert list(moved.objects.values_list("pk", "source", "crop", "width", "format")) == [
        (made.pk, "samples/case-harbor.png", "4x3-top", 640, "webp")
    ]
    moved.objects.create(
        source="samples/person-ana.png", width=360, height=360, format="jpeg", file="r/b.jpg"
    )

    back = migrator.apply_tested_migration(BEFORE).apps
    assert sorted(back.get_model("marketing", "Rendition").objects.values_list("source", flat=True)) == [
        "samples/case-harbor.png",
        "samples/person-ana.png",
    ]
