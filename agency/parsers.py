"""JSON request bodies read safely for every API view: failures are 400s in the project's words.

Python's json module answers a body nested thousands deep with "maximum recursion depth exceeded"
and a 5,000-digit number with a hint about sys.set_int_max_str_digits; neither reaches a client.
Every number is bounded before it is converted (no int() or float() of a thousand digits), and
what JSON itself does not allow, or a float cannot hold, is refused: NaN, Infinity, 1e400. So
every value a view gets is finite and can be written back as JSON.
"""

import json
import math

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

# No answer of ours needs a number longer than this; Python's own limit (4,300 digits) would
# otherwise answer with its internals ("sys.set_int_max_str_digits").
MAX_NUMBER_DIGITS = 100
MAX_EXPONENT_DIGITS = 4
TOO_LONG = f"The request body holds a number longer than {MAX_NUMBER_DIGITS} digits."


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise ParseError(TOO_LONG)
    return int(text)


def _parse_float(text: str) -> float:
    """A JSON number with a point or an exponent: its digits bounded as an integer's, its exponent
    to MAX_EXPONENT_DIGITS, and finite (1e400 is JSON, but Python's float makes it inf)."""
    mantissa, _e, exponent = text.lower().lstrip("-").partition("e")
    if len(mantissa.replace(".", "")) > MAX_NUMBER_DIGITS:
        raise ParseError(TOO_LONG)
    if len(exponent.lstrip("+-")) > MAX_EXPONENT_DIGITS:
        raise ParseError(
            f"The request body holds a number with an exponent over {MAX_EXPONENT_DIGITS} digits."
        )
    value = float(text)
    if not math.isfinite(value):
        raise ParseError("The request body holds a number too large to use.")
    return value


def _refuse_constant(name: str):
    raise ParseError(f"The request body is not valid JSON ({name} is not a JSON number).")


def parse_json(body: bytes) -> object:
    """JSON text as Python values, every failure a 400 in our own words (never Python's)."""
    try:
        return json.loads(
            body, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_refuse_constant
        )
    except RecursionError:
        raise ParseError("The request body is nested too deeply.") from None
    except json.JSONDecodeError as exc:
        raise ParseError(
            f"The request body is not valid JSON (line {exc.lineno}, column {exc.colno})."
        ) from None
    except ValueError:  # undecodable bytes
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
