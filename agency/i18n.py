"""Interface text in the active language (docs/developers/i18n.md, "Interface text (gettext)").

The words the islands and the JSON API carry are gettext_lazy strings defined at import time. They
take the active language only when turned into text, so whatever leaves as JSON goes through
`resolve()` while the request's language is active.
"""

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _


def resolve(value):
    """`value` with every lazy string in it (nested in dicts, lists and tuples) turned into text."""
    if isinstance(value, Promise):
        return str(value)
    if isinstance(value, dict):
        return {resolve(key): resolve(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(resolve(item) for item in value)
    return value


# The few words the islands' shared parts show (dialogs, toasts, fields, progress bars), sent in
# the site config (agency.context_processors.site_config, "words") and read by static_src/lib/words.ts.
SITE_WORDS = {
    "close": _("Close"),
    "closeNotification": _("Close notification"),
    # Radix puts the keyboard shortcut in place of {hotkey}.
    "notifications": _("Notifications ({hotkey})"),
    "optional": _("(optional)"),
    "progress": _("{value} of {max}"),
}
