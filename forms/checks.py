from django.conf import settings
from django.core import checks

from agency.throttle import parse_rate


@checks.register()
def lead_throttle_rates(app_configs, **kwargs):
    """A mistyped throttle rate fails at start-up, not on a visitor's submission."""
    errors = []
    for name in ("LEADS_THROTTLE_BURST", "LEADS_THROTTLE_SUSTAINED"):
        value = getattr(settings, name)
        try:
            parse_rate(value)
        except (KeyError, ValueError, IndexError):
            errors.append(
                checks.Error(
                    f"{name}={value!r} is not a rate.",
                    hint='Use "count/period" with period sec, min, hour or day (e.g. "20/min"), or "off".',
                    id="leads.E001",
                )
            )
    return errors
