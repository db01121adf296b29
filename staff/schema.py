"""The OpenAPI descriptions the staff API's views share (drf-spectacular)."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_view,
)

from staff.filters import FilterSerializer
from staff.serializers import LeadChangeInputSerializer, NoteInputSerializer

_PAGE_PARAMETERS = [
    OpenApiParameter("page", {"type": "integer", "minimum": 1}, description="1-based page number."),
    OpenApiParameter(
        "pageSize",
        {"type": "integer", "minimum": 1},
        description="Rows per page (default 20; more than 100 gives 100).",
    ),
]


def list_schema(page_serializer, operation_id):
    return extend_schema_view(
        get=extend_schema(
            operation_id=operation_id,
            parameters=[FilterSerializer, *_PAGE_PARAMETERS],
            responses=page_serializer,
        )
    )


def detail_schema(output_serializer, noun):
    return extend_schema_view(
        get=extend_schema(operation_id=f"admin_{noun}_get", responses=output_serializer),
        patch=extend_schema(
            operation_id=f"admin_{noun}_change",
            request=LeadChangeInputSerializer,
            responses=output_serializer,
        ),
    )


def notes_schema(output_serializer, noun):
    return extend_schema_view(
        post=extend_schema(
            operation_id=f"admin_{noun}_note_add",
            request=NoteInputSerializer,
            responses={201: output_serializer},
        ),
    )


def sequence_stop_schema(output_serializer, noun):
    return extend_schema_view(
        post=extend_schema(
            operation_id=f"admin_{noun}_sequence_stop", request=None, responses={200: output_serializer}
        ),
    )


def export_schema(operation_id):
    return extend_schema_view(
        get=extend_schema(
            operation_id=operation_id,
            parameters=[FilterSerializer],
            responses={(200, "text/csv"): OpenApiResponse(OpenApiTypes.STR, description="A CSV download.")},
        )
    )
