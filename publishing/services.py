"""Writes of the publishing core: announcing a content change (every cached page renders afresh),
queueing a saved item's picture renditions, and the redirect a moved page leaves behind."""

from django.contrib.redirects.models import Redirect
from django.contrib.sites.models import Site
from django.db import transaction

from publishing import pictures
from publishing.page_cache import content_version_bump
from publishing.tasks import make_renditions


def content_changed() -> None:
    """Every cached page is rendered afresh on its next request."""
    content_version_bump()


def pictures_saved(instance) -> int:
    """Queues the renditions of the instance's pictures that have none yet, to be made by the task
    worker once the current transaction commits. Returns how many were queued."""
    missing = pictures.renditions_missing(pictures.picture_files(instance))
    for name in missing:
        transaction.on_commit(lambda name=name: make_renditions.enqueue(name))
    crops = pictures.crops_missing(pictures.picture_crops(instance))
    for name, crop in crops:
        transaction.on_commit(lambda name=name, crop=crop: make_renditions.enqueue(name, crop))
    return len(missing) + len(crops)


def address_changed(*, old_path: str, new_path: str) -> None:
    """A page moved (its id changed): its old address, and any address that led to it, now answer
    301 to the new one (django.contrib.redirects). Moving back removes the redirect that would loop."""
    site = Site.objects.get_current()
    Redirect.objects.filter(site=site, old_path=new_path).delete()
    Redirect.objects.filter(site=site, new_path=old_path).update(new_path=new_path)
    Redirect.objects.update_or_create(site=site, old_path=old_path, defaults={"new_path": new_path})
