"""Background work of the content catalogue, run by the task worker (`manage.py task_worker`)."""

from django.tasks import task

from publishing import pictures
from publishing.page_cache import content_version_bump


@task()
def make_renditions(source: str, crop: str = "") -> int:
    """Makes the renditions of one uploaded picture (or its copies cut to `crop`), then lets the
    cached pages pick them up."""
    made = pictures.renditions_make(source, crop)
    content_version_bump()
    return len(made)
