"""The static files whitenoise lists, listed once per test process.

Django's test client builds the whole middleware stack for every client it makes (about 1,500 in a
run), and whitenoise (agency.middleware.StaticFilesMiddleware) lists every static file and stats it
when it is built: 20 to 30 ms each time, the same answer each time, since no in-process test
changes the built files. Here the two listing methods keep what they found, keyed by their
arguments and every setting the listing reads, and a later middleware of the same process takes
that instead of walking the folders again. A test that moves STATIC_ROOT or changes a WHITENOISE_
setting gets a listing of its own. Everything else about the middleware is built as usual.

A listing is kept for the whole process: the production stack's tests (tests/deploy) run
`collectstatic` into STATIC_ROOT while other workers run, which a listing taken earlier does not
see. No in-process test asks the test client for a static file, so none depends on it.
"""

from django.conf import settings
from whitenoise.base import WhiteNoise
from whitenoise.middleware import WhiteNoiseMiddleware

_found: dict[tuple, dict] = {}


def _key(*arguments) -> tuple:
    names = sorted(name for name in dir(settings) if name.startswith(("WHITENOISE_", "STATIC")))
    names += ["DEBUG", "FORCE_SCRIPT_NAME"]  # DEBUG: whitenoise's defaults; the script name: its prefix
    return (*arguments, *(repr(getattr(settings, name)) for name in names))


def _listed_once(method):
    def listing(self, *arguments, **keywords):
        if self.autorefresh:  # nothing is listed up front: files are looked up per request
            method(self, *arguments, **keywords)
            return
        key = _key(type(self).__qualname__, method.__qualname__, *arguments, *sorted(keywords.items()))
        if key not in _found:
            before = dict(self.files)
            method(self, *arguments, **keywords)
            _found[key] = {url: found for url, found in self.files.items() if before.get(url) is not found}
        self.files.update(_found[key])

    return listing


def list_static_files_once() -> None:
    WhiteNoiseMiddleware.add_files = _listed_once(WhiteNoise.add_files)
    WhiteNoiseMiddleware.add_files_from_finders = _listed_once(WhiteNoiseMiddleware.add_files_from_finders)
