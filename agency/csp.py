"""The inline scripts of every page, allowed by the `sha256-` hashes of their text.

A per-response nonce would make every page unique, so no shared cache could keep it. The inline
scripts are constant text instead (per-page values live in data attributes and json_script
blocks), and their hashes are computed once at start-up from the snippet as it renders, then
added to `script-src` of Django's CSP (settings.SECURE_CSP).
"""

import base64
import hashlib
import re

from django.conf import settings
from django.template.loader import render_to_string

# Templates whose inline scripts every page may run, and a context that renders all of them.
INLINE_SCRIPT_TEMPLATES = ("includes/consent.html", "includes/analytics.html", "staff/theme_script.html")
RENDER_CONTEXT = {"gtm_id": "GTM-HASHING"}

_SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
# Data blocks are never executed, and scripts with src come from 'self'.
_NOT_INLINE_CODE = re.compile(r"\bsrc\s*=|application/(ld\+)?json", re.IGNORECASE)


def inline_scripts(html: str) -> list[str]:
    """The text of each inline script the browser would run."""
    return [body for attrs, body in _SCRIPT.findall(html) if not _NOT_INLINE_CODE.search(attrs)]


def script_hash(text: str) -> str:
    digest = hashlib.sha256(text.encode()).digest()
    return f"'sha256-{base64.b64encode(digest).decode()}'"


def inline_script_hashes() -> list[str]:
    hashes = []
    for template in INLINE_SCRIPT_TEMPLATES:
        for text in inline_scripts(render_to_string(template, RENDER_CONTEXT)):
            if script_hash(text) not in hashes:
                hashes.append(script_hash(text))
    return hashes


def allow_inline_scripts() -> None:
    """Adds the hashes to the enforced policy's script-src (once; called at start-up)."""
    script_src = settings.SECURE_CSP.setdefault("script-src", [])
    script_src.extend(value for value in inline_script_hashes() if value not in script_src)
