"""The site's seed content, loaded by `manage.py load_content`: each content app registers its loader
when it starts (marketing's catalogue first, then insights' articles and campaigns' pages), and the
loader of its Spanish; the seed's pictures get their renditions here, off the request path.

The content apps stand above this one, so they plug their seed in (`seed_register`,
`spanish_seed_register`) rather than being imported.
"""

from collections import Counter
from contextvars import ContextVar

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import transaction

from publishing import pictures
from publishing.services import content_changed

# Each content app's seed, in the order the apps start: `loader(reset=bool)` returns how many rows it
# made (an int, or counts by kind: {"offerings": 2, "pages": 1, "items": 9}); `pictures()` names the
# stored pictures whose renditions `load_content` makes.
_seed_loaders: list = []
_picture_sources: list = []
# Each content app's Spanish seed: `loader() -> int`, the fields written.
_spanish_loaders: list = []
# Whether content_load is under way (is_seeding).
_seeding: ContextVar[bool] = ContextVar("seeding", default=False)


def is_seeding() -> bool:
    """Whether the seed is being loaded: what follows each save may wait for the load's end, as
    site search's index does (its Spanish loader builds the index whole, once, last)."""
    return _seeding.get()


def seed_register(loader, pictures=None) -> None:
    if loader not in _seed_loaders:
        _seed_loaders.append(loader)
    if pictures is not None and pictures not in _picture_sources:
        _picture_sources.append(pictures)


def spanish_seed_register(loader) -> None:
    if loader not in _spanish_loaders:
        _spanish_loaders.append(loader)


@transaction.atomic
def content_load(*, reset: bool = False) -> dict[str, int]:
    """Loads the seed content of every content app, then its Spanish where it is missing.
    Idempotent: rows that already exist are left as editors left them, only what is missing is
    created. With reset=True each app replaces its content with the seed."""
    created = Counter(offerings=0, pages=0, items=0)
    seeding = _seeding.set(True)
    try:
        for loader in _seed_loaders:
            made = loader(reset=reset)
            created.update(made if isinstance(made, dict) else {"items": made})
        created["spanish"] = sum(loader() for loader in _spanish_loaders)
    finally:
        _seeding.reset(seeding)
    if any(created.values()):
        content_changed()
    return dict(created)


def renditions_make_missing() -> int:
    """Makes the renditions of every stored picture that has none yet (the seed's, say). Returns how
    many pictures were processed. Run by `load_content`, off the request path."""
    names = [name for source in _picture_sources for name in source()]
    missing = pictures.renditions_missing(names)
    for name in missing:
        pictures.renditions_make(name)
    if missing:
        content_changed()
    return len(missing)


# The seed's drawn pictures are stored in this folder.
SAMPLE_FOLDER = "samples"

_drawn: dict[str, bytes] = {}


def sample_picture(name: str, draw) -> str:
    """A drawn sample picture in the storage: saved once, reused by later loads. A drawing is made
    once per process (the test suite loads the seed into many fresh storages)."""
    path = f"{SAMPLE_FOLDER}/{name}.png"
    if not default_storage.exists(path):
        if name not in _drawn:
            _drawn[name] = pictures.drawing_kept(name, draw)
        path = default_storage.save(path, ContentFile(_drawn[name]))
    return path
