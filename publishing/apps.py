from django.apps import AppConfig


class PublishingConfig(AppConfig):
    """The site's publishing core: the page frame every public page is served through (the page
    cache, SEO, sitemaps, social cards), the admin kit content admins are built from (history,
    Preview, counted fields, Spanish beside English) and the seed command. It knows no content
    model of its own: the rooms above plug their pages into it (docs/developers/architecture.md)."""

    name = "publishing"
    verbose_name = "Publishing"

    def ready(self):
        from publishing import checks  # noqa: F401 - registers the system checks
        from publishing.pictures import connect_cleanup

        # A replaced, cleared or deleted picture leaves the storage with its renditions.
        connect_cleanup()
