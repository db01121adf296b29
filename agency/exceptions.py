"""One error policy for every API view (REST_FRAMEWORK["EXCEPTION_HANDLER"]).

Every error an `/api/*` view raises answers JSON in the project's own words, `{"detail": "..."}`
unless the error carries field messages (`{"field": ["message", ...]}`):

- DRF's own errors (400, 401, 403, 404, 405, 413, 415, 429 ...) keep their status and detail;
  parse errors are reworded, so no Python parser message ever reaches a client;
- a Django `ValidationError` from a model or service is a 400 with its messages;
- a database outage is a 503 with Retry-After; a view that words it itself raises
  `ServiceUnavailable(its words) from the error`, and the error is logged all the same;
- anything else is logged with its traceback and answered as a JSON 500 with no internals.

The shape of an answer follows from the exception's type alone: a view whose contract fixes
another shape (the session API's `{"message": ...}`) raises an exception carrying that shape.
"""

import logging

from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import InterfaceError, OperationalError
from django.utils.translation import gettext_lazy as _
from rest_framework import status
from rest_framework.exceptions import APIException, ParseError, ValidationError
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

logger = logging.getLogger("agency.api")

SERVER_ERROR = _("Something went wrong on our side. Please try again.")
UNAVAILABLE = _("The service is unavailable right now. Please try again in a minute.")
UNAVAILABLE_RETRY_AFTER = "30"
NOT_JSON = "The request body is not valid JSON."


class ServiceUnavailable(APIException):
    status_code = status.HTTP_503_SERVICE_UNAVAILABLE
    default_detail = UNAVAILABLE
    default_code = "service_unavailable"


def api_exception_handler(exc: Exception, context: dict) -> Response:
    view = context.get("view")
    if isinstance(exc, OperationalError | InterfaceError):
        logger.exception("Database unavailable in %s.", type(view).__name__)
        exc = ServiceUnavailable(UNAVAILABLE)
    elif isinstance(exc, ServiceUnavailable) and isinstance(exc.__cause__, OperationalError | InterfaceError):
        cause = exc.__cause__
        logger.error(
            "Database unavailable in %s.",
            type(view).__name__,
            exc_info=(type(cause), cause, cause.__traceback__),
        )
    elif isinstance(exc, DjangoValidationError):
        # Models and services check what the serializers already did; report rather than fail if not.
        errors = exc.message_dict if hasattr(exc, "error_dict") else {"non_field_errors": exc.messages}
        exc = ValidationError(errors)
    elif isinstance(exc, ParseError) and str(exc.detail).startswith("JSON parse error"):
        # DRF's JSONParser quotes Python's json module ("JSON parse error - Expecting value ...").
        exc = ParseError(NOT_JSON)

    response = drf_exception_handler(exc, context)
    if response is None:
        logger.error(
            "Unexpected error in %s.", type(view).__name__, exc_info=(type(exc), exc, exc.__traceback__)
        )
        response = Response({"detail": SERVER_ERROR}, status=status.HTTP_500_INTERNAL_SERVER_ERROR)
    if response.status_code == status.HTTP_503_SERVICE_UNAVAILABLE:
        response.setdefault("Retry-After", UNAVAILABLE_RETRY_AFTER)
    return response
