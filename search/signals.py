"""The index follows every save and deletion of what it holds, in the same transaction (a rolled
back save leaves the index as it was). Which models matter is each kind's `watch` (search.kinds).
While the seed loads, saves are not followed one by one: the seed ends by building the index whole
(services.index_after_seed), which is hundreds of times cheaper."""

from django.db.models.signals import post_delete, post_save

from publishing.seed import is_seeding
from search import services
from search.kinds import KINDS


def _changed(sender, instance, **kwargs):
    if is_seeding():
        return
    for kind in KINDS:
        if isinstance(instance, kind.watch):
            services.index_follow(kind, instance)


def _deleted(sender, instance, **kwargs):
    if is_seeding():
        return
    for kind in KINDS:
        if isinstance(instance, kind.watch):
            services.index_follow(kind, instance, deleted=True)


def connect() -> None:
    # Every sender (a Service is saved as itself, not as an Offering); isinstance picks the kinds.
    post_save.connect(_changed, dispatch_uid="search-index-save")
    post_delete.connect(_deleted, dispatch_uid="search-index-delete")
