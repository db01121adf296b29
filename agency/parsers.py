"""JSON request bodies read safely for every API view: failures are 400s in the project's words.

Python's json module answers a body nested thousands deep with "maximum recursion depth exceeded"
and a 5,000-digit number with a hint about sys.set_int_max_str_digits; neither reaches a client.
"""

import json

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

# No answer of ours needs a number longer than this; Python's own limit (4,300 digits) would
# otherwise answer with its internals ("sys.set_int_max_str_digits").
MAX_NUMBER_DIGITS = 100


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise ParseError(f"The request body holds a number longer than {MAX_NUMBER_DIGITS} digits.")
    return int(text)


def parse_json(body: bytes) -> object:
    """JSON text as Python values, every failure a 400 in our own words (never Python's)."""
    try:
        return json.loads(body, parse_int=_parse_int)
    except RecursionError:
        raise ParseError("The request body is nested too deeply.") from None
    except json.JSONDecodeError as exc:
        raise ParseError(
            f"The request body is not valid JSON (line {exc.lineno}, column {exc.colno})."
        ) from None
    except ValueError:  # undecodable bytes, or a float beyond what any answer needs
        raise ParseError("The request body is not valid JSON.") from None


class SafeJSONParser(JSONParser):
    """DRF's JSON parser with parse_json's limits and messages (REST_FRAMEWORK's default parser)."""

    def parse(self, stream, media_type=None, parser_context=None):
        parser_context = parser_context or {}
        encoding = parser_context.get("encoding", "utf-8")
        body = stream.read() if stream is not None else b""
        if encoding.lower().replace("-", "") != "utf8":
            try:
                body = body.decode(encoding).encode()
            except (LookupError, UnicodeError):
                raise ParseError("The request body is not valid JSON.") from None
        return parse_json(body)
