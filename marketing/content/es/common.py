"""Pieces of seed copy shared by several items, in Spanish (mirrors marketing.content.common)."""

# The four Our Approach steps have fixed titles on every service and solution page.
APPROACH_TITLES = (
    "Diagnóstico y análisis",
    "Desarrollo de la estrategia",
    "Implementación",
    "Monitoreo y optimización",
)

INSIGHTS_NOTE = (
    "<p>Cifras de referencia tomadas de nuestros proyectos con clientes y de la industria del marketing. "
    "Cada negocio es distinto: sus propias metas se definen junto con usted en la etapa de estrategia.</p>"
)


def approach_steps(
    discovery: str, strategy: str, implementation: str, monitoring: str
) -> list[tuple[str, str]]:
    return list(zip(APPROACH_TITLES, (discovery, strategy, implementation, monitoring), strict=True))
