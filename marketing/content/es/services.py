"""Seed copy for the services in Spanish: the seven detail services and AI automation."""

from marketing.content.es.common import INSIGHTS_NOTE, approach_steps

SERVICES = [
    {
        "slug": "ai-automation",
        "name": "Automatización con IA",
        "summary": "Agentes y flujos de trabajo que le quitan a su equipo las tareas repetitivas.",
        "icon": "bot",
        "title": "Automatización con IA que le devuelve el tiempo a su equipo",
        "description": (
            "<p>Diseñamos, creamos y mantenemos agentes de IA y flujos de trabajo automatizados para ventas, "
            "marketing, recursos humanos, operaciones, procesamiento de documentos y atención al cliente. "
            "Así el trabajo rutinario avanza solo y su gente se dedica a lo que solo ella puede hacer.</p>"
        ),
        "transform_intro": (
            "<p>La automatización vale la pena cuando le quita trabajo real a su equipo, no cuando le suma "
            "otra herramienta.</p>"
        ),
        "approach": (
            "<p>Partimos del trabajo, no de la tecnología: vemos cómo funciona hoy cada proceso, medimos en "
            "qué se van las horas y automatizamos los pasos que una máquina hace más rápido y con más "
            "constancia que una persona, sin quitarle la última palabra a su gente donde hace falta "
            "criterio.</p>"
        ),
        "why_choose": (
            "<p>Creamos automatizaciones que funcionan con las herramientas que usted ya usa, las "
            "documentamos en palabras sencillas y capacitamos a su equipo para que las maneje. Nada depende "
            "de una caja negra.</p>"
        ),
        "insights_heading": "Lo que cambia con la automatización",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Automatización con IA para negocios en crecimiento",
        "meta_description": (
            "Agentes y flujos de IA para ventas, marketing, RR. HH., operaciones, documentos y soporte: "
            "hasta 70% menos tiempo y respuestas 50% más rápidas. Demo gratis."
        ),
        "benefits": [
            (
                "Hasta 70% de ahorro en tareas rutinarias",
                "La captura de datos, los seguimientos, la agenda y los reportes se hacen solos, y liberan "
                "hasta el 70% del tiempo que hoy consumen esas tareas.",
                "clock",
            ),
            (
                "Hasta 60% menos en costos de operación",
                "Los procesos que pedían personal extra en temporada alta crecen al ritmo de la demanda, y "
                "lo que cuesta operarlos baja hasta un 60%.",
                "dollar",
            ),
            (
                "Respuesta a prospectos 50% más rápida",
                "Las consultas nuevas se califican, se asignan y se contestan en minutos, para que sus "
                "prospectos sepan de usted mientras todavía están decidiendo.",
                "lightning",
            ),
            (
                "Menos errores, registros más claros",
                "Cada paso automatizado queda registrado y verificado: la información ya no se pierde de "
                "una persona a otra y los reportes reflejan lo que de verdad pasó.",
                "shield",
            ),
        ],
        "steps": [
            (
                "Diagnóstico y análisis",
                "Entrevistamos a quienes hacen el trabajo, trazamos cada proceso paso a paso y medimos el "
                "tiempo y el costo que implica; luego ordenamos las oportunidades por retorno y por riesgo.",
            ),
            (
                "Estrategia a la medida",
                "Usted recibe un plan por escrito: qué procesos automatizar primero, las herramientas e "
                "integraciones necesarias, los puntos de revisión humana, el ahorro esperado y un "
                "calendario.",
            ),
            (
                "Implementación",
                "Creamos, probamos y lanzamos las automatizaciones por etapas, en paralelo con el proceso "
                "anterior hasta que los resultados coinciden, para que nada falle el día del cambio.",
            ),
            (
                "Capacitación y soporte",
                "Su equipo aprende a operar, ajustar y ampliar cada flujo. Monitoreamos el desempeño, "
                "resolvemos cualquier falla en un plazo de 24 horas y le sugerimos qué más vale la pena "
                "automatizar.",
            ),
        ],
        "transformations": [
            (
                "Del trabajo repetitivo a lo importante",
                "Las horas que se iban en copiar datos de un sistema a otro vuelven a dedicarse a vender, "
                "atender clientes y planear.",
                "sparkles",
            ),
            (
                "De respuestas lentas a respuestas al instante",
                "Cada consulta recibe una primera respuesta correcta a cualquier hora, y las más complejas "
                "llegan a la persona indicada con todo el contexto.",
                "chat",
            ),
            (
                "De suposiciones a cifras al día",
                "Los reportes automáticos le muestran cada mañana las cifras de su embudo de ventas, la "
                "carga de trabajo y los costos.",
                "analytics",
            ),
        ],
        "statistics": [
            ("70%", "ahorro máximo en el tiempo dedicado a tareas rutinarias"),
            ("60%", "reducción máxima en el costo de los procesos"),
            ("50%", "más rapidez en la primera respuesta a nuevos prospectos"),
        ],
        "verticals": [
            (
                "Ventas",
                "Calificación de prospectos, actualización del CRM, secuencias de seguimiento y agenda de "
                "reuniones para que ningún trato se quede estancado.",
                "trending-up",
            ),
            (
                "Marketing",
                "Borradores de contenido, reportes de campañas, segmentación de audiencias y programación de "
                "publicaciones en redes sociales, en piloto automático.",
                "megaphone",
            ),
            (
                "Recursos humanos y reclutamiento",
                "Filtro de candidatos, agenda de entrevistas, listas para integrar a nuevos empleados y "
                "respuestas inmediatas a preguntas sobre las políticas de la empresa.",
                "users",
            ),
            (
                "Operaciones",
                "Procesamiento de pedidos, alertas de inventario, avisos a proveedores y aprobaciones "
                "internas que avanzan sin que nadie tenga que andar insistiendo.",
                "sliders",
            ),
            (
                "Procesamiento de documentos",
                "Facturas, contratos y formularios que se leen, revisan y archivan automáticamente, con las "
                "excepciones marcadas para revisión.",
                "document",
            ),
            (
                "Atención al cliente",
                "Asistentes de IA que responden las preguntas frecuentes, dan seguimiento a los pedidos y "
                "pasan los casos complejos a su equipo con todo el contexto.",
                "chat",
            ),
        ],
    },
    {
        "slug": "social-media",
        "name": "Marketing en redes sociales",
        "summary": "Contenido, comunidad y anuncios en redes que hacen crecer su audiencia.",
        "icon": "megaphone",
        "title": "Marketing en redes sociales que hace crecer su audiencia y le trae clientes",
        "description": (
            "<p>Estrategia, contenido, manejo de comunidad y anuncios en Instagram, Facebook, LinkedIn, "
            "TikTok y YouTube, pensados para los clientes que usted quiere atraer y medidos por las "
            "consultas y ventas que generan.</p>"
        ),
        "transform_intro": (
            "<p>Publicar contenido útil de forma constante convierte a sus seguidores en clientes "
            "potenciales.</p>"
        ),
        "approach": (
            "<p>Elegimos las plataformas que sus clientes de verdad usan, definimos un tono y una mezcla de "
            "contenido para cada una y publicamos con un calendario constante; después invertimos en "
            "anuncios para impulsar las publicaciones que ya funcionaron de forma orgánica.</p>"
        ),
        "why_choose": (
            "<p>Un solo equipo planea, redacta, diseña, publica, modera y reporta, para que su marca suene "
            "igual en todas partes y usted nunca tenga que coordinar a cinco freelancers.</p>"
        ),
        "insights_heading": "Las redes sociales en cifras",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Servicios de marketing en redes sociales",
        "meta_description": (
            "Estrategia, contenido, manejo de comunidad y anuncios en redes sociales que hacen crecer su "
            "audiencia y le traen clientes. Cotización a la medida en 24 horas."
        ),
        "benefits": [
            (
                "Un calendario de contenido siempre al día",
                "Planeamos con anticipación un mes de publicaciones aprobadas, con espacio para las "
                "noticias y tendencias del momento.",
                "calendar",
            ),
            (
                "Contenido hecho para cada plataforma",
                "Videos cortos, carruseles e historias en el formato de cada red, en lugar de la misma "
                "publicación copiada en todas.",
                "pen",
            ),
            (
                "Manejo de comunidad",
                "Respondemos comentarios y mensajes con la voz de su marca y le pasamos el mismo día "
                "cualquier consulta de venta.",
                "chat",
            ),
            (
                "Anuncios en redes que se pagan solos",
                "El presupuesto va a publicaciones probadas y a audiencias bien definidas, con un reporte "
                "semanal de inversión y retorno.",
                "dollar",
            ),
            (
                "Reportes ligados a sus ventas",
                "Cada mes le mostramos el alcance y la interacción junto a los clics, prospectos y ventas "
                "que generaron las redes sociales.",
                "analytics",
            ),
        ],
        "steps": approach_steps(
            "Revisamos sus perfiles, a su competencia y los datos de su audiencia para ver qué ya funciona "
            "y hacia dónde se va la atención.",
            "Fijamos metas para cada plataforma, definimos los temas de contenido, el tono y la frecuencia "
            "de publicación, y acordamos un presupuesto para anuncios.",
            "Producimos, programamos y publicamos el contenido, atendemos a la comunidad todos los días y "
            "lanzamos las campañas pagadas.",
            "Revisamos los resultados cada semana, apostamos más por los formatos que funcionan y dejamos "
            "los que no mueven sus números.",
        ),
        "transformations": [
            (
                "Presente todas las semanas",
                "Un ritmo de publicación constante mantiene su marca a la vista de sus clientes entre una "
                "compra y otra.",
                "eye",
            ),
            (
                "Conversaciones, no monólogos",
                "Respuestas, encuestas y mensajes directos convierten a seguidores pasivos en personas que "
                "lo conocen y confían en usted.",
                "chat",
            ),
            (
                "De seguidores a clientes",
                "Ofertas, páginas de destino y anuncios de retargeting convierten la atención en redes en "
                "consultas y ventas.",
                "target",
            ),
        ],
        "statistics": [
            ("4.2x", "crecimiento típico del alcance mensual en los primeros seis meses"),
            ("35%", "proporción típica de las consultas nuevas que empiezan en redes sociales"),
            ("24h", "tiempo máximo para pasarle un mensaje de venta que recibamos por usted"),
        ],
    },
    {
        "slug": "seo",
        "name": "Posicionamiento en buscadores (SEO)",
        "summary": "SEO técnico, de contenido y local que le trae visitas calificadas.",
        "icon": "search",
        "title": "Posicionamiento en buscadores que le trae visitas calificadas",
        "description": (
            "<p>SEO técnico, contenido y búsqueda local para que su negocio aparezca frente a las personas "
            "que ya están buscando lo que usted vende, y se quede ahí sin pagar por cada clic.</p>"
        ),
        "transform_intro": (
            "<p>Las visitas desde buscadores se acumulan: cada página bien posicionada sigue trabajando "
            "para usted.</p>"
        ),
        "approach": (
            "<p>Corregimos lo que impide que los buscadores recorran y entiendan su sitio, creamos páginas "
            "que responden las preguntas de sus compradores y conseguimos las señales locales y de su "
            "industria que mejoran su posición en los resultados.</p>"
        ),
        "why_choose": (
            "<p>Le explicamos cada recomendación en palabras sencillas, la implementamos nosotros si así lo "
            "prefiere y le reportamos posiciones, visitas y las consultas que esas visitas generan.</p>"
        ),
        "insights_heading": "Las búsquedas en cifras",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Servicios de SEO: técnico, de contenido y local",
        "meta_description": (
            "SEO técnico y local, optimización de páginas y contenido que atraen visitas calificadas y "
            "consultas. Reportes claros y cotización a la medida en 24 horas."
        ),
        "benefits": [
            (
                "Un sitio técnicamente sano",
                "Resolvemos problemas de velocidad, indexación, datos estructurados y versión móvil para "
                "que cada página pueda posicionarse.",
                "sliders",
            ),
            (
                "Contenido que responde a sus compradores",
                "Páginas y artículos basados en búsquedas reales, para cada etapa de la compra.",
                "document",
            ),
            (
                "Visibilidad en búsquedas locales",
                "Perfiles de negocio, reseñas y páginas locales para ganar los primeros lugares del mapa en "
                "las zonas donde trabaja.",
                "map-pin",
            ),
            (
                "Autoridad que dura",
                "Relaciones públicas digitales y alianzas que le consiguen enlaces desde sitios en los que "
                "sus clientes confían.",
                "shield",
            ),
            (
                "Reportes mensuales claros",
                "Posiciones, visitas orgánicas y los prospectos que llegan por ellas, con lo que hicimos y "
                "lo que sigue.",
                "analytics",
            ),
        ],
        "steps": approach_steps(
            "Analizamos su sitio a fondo, revisamos su analítica y Search Console, y estudiamos las "
            "palabras clave y la competencia de su mercado.",
            "Ordenamos las correcciones y el contenido según las visitas que pueden traer y el esfuerzo que "
            "requieren, y acordamos metas de posicionamiento y de prospectos.",
            "Corregimos fallas técnicas, optimizamos las páginas existentes, publicamos contenido nuevo y "
            "conseguimos menciones en directorios locales y de su industria.",
            "Seguimos cada mes las posiciones y las conversiones, y ajustamos el plan conforme cambian los "
            "resultados de búsqueda y los algoritmos.",
        ),
        "transformations": [
            (
                "Lo encuentran justo cuando lo necesitan",
                "Aparezca cuando sus clientes buscan exactamente el problema que usted resuelve, no solo "
                "el nombre de su marca.",
                "search",
            ),
            (
                "Visitas que siguen llegando",
                "Un buen posicionamiento le trae visitantes mes tras mes, sin pagar por cada clic.",
                "trending-up",
            ),
            (
                "Un sitio que inspira confianza",
                "Páginas más rápidas y claras mejoran tanto su posicionamiento como la cantidad de "
                "visitantes que se ponen en contacto.",
                "shield",
            ),
        ],
        "statistics": [
            ("2-3x", "crecimiento típico de las visitas orgánicas en doce meses"),
            ("90 días", "plazo en el que la mayoría de los clientes ve sus primeras mejoras de posición"),
            ("60%", "reducción máxima del costo por prospecto frente a usar solo anuncios en buscadores"),
        ],
    },
    {
        "slug": "advertising",
        "name": "Publicidad pagada",
        "summary": "Campañas en buscadores, redes y display pensadas para que su inversión rinda.",
        "icon": "target",
        "title": "Publicidad pagada diseñada para el retorno de su inversión en anuncios",
        "description": (
            "<p>Campañas en Google Ads, Microsoft Ads, Meta, LinkedIn y display, planeadas, creadas y "
            "optimizadas por especialistas, con cada dólar medido desde el clic hasta la consulta o la "
            "venta.</p>"
        ),
        "transform_intro": (
            "<p>La publicidad pagada funciona cuando cada dólar tiene una tarea y un resultado medible.</p>"
        ),
        "approach": (
            "<p>Primero dejamos bien configurada la medición de conversiones; después armamos campañas con "
            "temas bien definidos, probamos anuncios y páginas de destino sin parar y movemos el "
            "presupuesto hacia lo que trae clientes al menor costo.</p>"
        ),
        "why_choose": (
            "<p>Las cuentas de anuncios y los datos son suyos, usted ve exactamente en qué se invierte el "
            "presupuesto y recibe recomendaciones basadas en la ganancia, no en los clics.</p>"
        ),
        "insights_heading": "La publicidad pagada en cifras",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Publicidad pagada: anuncios en Google, Meta y LinkedIn",
        "meta_description": (
            "Campañas en Google, Microsoft, Meta y LinkedIn, medidas del clic al cliente y optimizadas para "
            "el retorno de su inversión publicitaria. Pida su cotización."
        ),
        "benefits": [
            (
                "Una medición confiable",
                "Medimos bien las conversiones, las llamadas y los formularios enviados antes de invertir "
                "un solo dólar.",
                "analytics",
            ),
            (
                "Campañas creadas por especialistas",
                "Búsqueda, Shopping, redes sociales y display a cargo de personas que las manejan todos "
                "los días.",
                "target",
            ),
            (
                "Pruebas creativas constantes",
                "Cada mes probamos nuevos títulos, imágenes y ofertas contra los anuncios que mejor "
                "funcionan.",
                "sparkles",
            ),
            (
                "Páginas de destino que convierten",
                "Páginas enfocadas, hechas para cada campaña, para que los clics se conviertan en consultas.",
                "document",
            ),
            (
                "El presupuesto, donde da resultados",
                "Cada semana movemos la inversión hacia las palabras clave, audiencias y ubicaciones que "
                "traen clientes.",
                "dollar",
            ),
        ],
        "steps": approach_steps(
            "Revisamos sus cuentas, la medición, las páginas de destino y los anuncios de la competencia "
            "para encontrar dinero desperdiciado y demanda que se está perdiendo.",
            "Elegimos canales, audiencias y estrategias de puja, y fijamos con usted un costo objetivo por "
            "prospecto o por venta.",
            "Creamos las campañas, los anuncios y las páginas de destino, verificamos la medición de "
            "principio a fin y lanzamos por etapas controladas.",
            "Optimizamos pujas, presupuestos y anuncios cada semana, y cada mes le reportamos el retorno de "
            "su inversión publicitaria.",
        ),
        "transformations": [
            (
                "Menos dinero desperdiciado",
                "Palabras clave negativas, exclusiones de audiencia y horarios evitan que pague por clics "
                "que nunca compran.",
                "shield",
            ),
            (
                "Un flujo predecible de prospectos",
                "Conocer su costo por prospecto le permite planear su crecimiento y aumentar el presupuesto "
                "con confianza.",
                "trending-up",
            ),
            (
                "Decisiones basadas en la ganancia",
                "Los reportes conectan la inversión en anuncios con los ingresos que generó, no solo con "
                "los clics.",
                "pie-chart",
            ),
        ],
        "statistics": [
            ("30%", "reducción típica del gasto desperdiciado después de auditar la cuenta"),
            ("2x", "mejora típica en la conversión de las páginas de destino después de las pruebas"),
            ("7 días", "entre cada ronda de optimización, en todas las campañas activas"),
        ],
    },
    {
        "slug": "development",
        "name": "Desarrollo web y de apps",
        "summary": "Sitios web y apps rápidos y accesibles, hechos para convertir.",
        "icon": "code",
        "title": "Sitios web y apps que cargan rápido, funcionan para todos y convierten",
        "description": (
            "<p>Sitios web de marketing, tiendas en línea, aplicaciones web y apps móviles diseñados y "
            "desarrollados por un solo equipo: accesibles para todos sus visitantes, rápidos con cualquier "
            "conexión y fáciles de actualizar para usted.</p>"
        ),
        "transform_intro": (
            "<p>Su sitio web es su vendedor más trabajador; debería comportarse como tal.</p>"
        ),
        "approach": (
            "<p>Planeamos el sitio según el recorrido de sus clientes, diseñamos directamente en el "
            "navegador con contenido real, desarrollamos con tecnologías abiertas y probadas, y verificamos "
            "la velocidad, la accesibilidad y las conversiones antes del lanzamiento.</p>"
        ),
        "why_choose": (
            "<p>Usted recibe un sitio que es totalmente suyo, código documentado, capacitación para editarlo "
            "y un plan de soporte, sin quedar atado a una plataforma cerrada.</p>"
        ),
        "insights_heading": "La web en cifras",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Desarrollo de sitios web y aplicaciones",
        "meta_description": (
            "Sitios web, tiendas en línea y apps web y móviles rápidos y accesibles, hechos por un solo "
            "equipo en San Diego. Cotización a la medida, sin ataduras."
        ),
        "benefits": [
            (
                "Rápido en cualquier dispositivo",
                "Páginas hechas para cargar en menos de dos segundos en redes móviles, algo que los "
                "buscadores premian.",
                "lightning",
            ),
            (
                "Accesible desde el diseño",
                "Cumple con WCAG 2.2 AA para que todos sus visitantes, incluidas las personas que usan "
                "tecnologías de asistencia, puedan comprarle.",
                "users",
            ),
            (
                "Fácil de actualizar",
                "Un sistema de administración de contenido que su equipo puede usar sin llamar a un "
                "programador.",
                "pen",
            ),
            (
                "Hecho para convertir",
                "Llamados a la acción claros, formularios cortos y analítica en cada paso del recorrido.",
                "target",
            ),
            (
                "Seguro y con mantenimiento",
                "Nos encargamos del hosting, las actualizaciones, los respaldos y el monitoreo para que su "
                "sitio siga rápido y seguro.",
                "shield",
            ),
        ],
        "steps": approach_steps(
            "Entrevistamos a las personas clave, revisamos la analítica y a la competencia, y trazamos los "
            "recorridos que sus clientes necesitan completar.",
            "Definimos el mapa del sitio, el contenido, las funciones y la tecnología, y acordamos un "
            "alcance, un calendario y un presupuesto fijos.",
            "Diseñamos, desarrollamos y probamos en ciclos cortos, con un sitio de prueba que usted puede "
            "revisar en cada paso.",
            "Después del lanzamiento monitoreamos la velocidad, los errores y las conversiones, y "
            "publicamos mejoras de forma periódica.",
        ),
        "transformations": [
            (
                "Un sitio que vende",
                "Mensajes y recorridos claros convierten a más visitantes en consultas y pedidos.",
                "trending-up",
            ),
            (
                "Independencia para su equipo",
                "Actualice páginas, productos y publicaciones usted mismo, el mismo día que lo necesite.",
                "sliders",
            ),
            (
                "Una base para crecer",
                "Código limpio y documentado, listo para sumar nuevas funciones e integraciones.",
                "layers",
            ),
        ],
        "statistics": [
            ("<2s", "tiempo de carga objetivo de cada página en una conexión móvil"),
            ("AA", "nivel de conformidad con WCAG 2.2 con el que desarrollamos"),
            ("6-12 semanas", "plazo típico para un sitio web de marketing"),
        ],
    },
    {
        "slug": "business",
        "name": "Planeación de negocios",
        "summary": "Estudios de mercado, posicionamiento y planes de crecimiento listos para aplicar.",
        "icon": "briefcase",
        "title": "Planeación y estrategia de negocios que puede poner en práctica",
        "description": (
            "<p>Estudios de mercado, posicionamiento, planes de salida al mercado y proyecciones financieras "
            "para dueños de negocio que quieren un camino claro y práctico para crecer, ya sea que busquen "
            "inversión, estén por lanzar o quieran expandirse.</p>"
        ),
        "transform_intro": "<p>Un buen plan facilita las decisiones de los próximos doce meses.</p>",
        "approach": (
            "<p>Cada plan se apoya en evidencia: entrevistas con clientes, tamaño del mercado y análisis de "
            "la competencia, convertidos en prioridades, presupuestos e hitos que su equipo puede "
            "seguir.</p>"
        ),
        "why_choose": (
            "<p>Nuestros planes conectan la estrategia con la ejecución porque también nos encargamos del "
            "marketing: solo recomendamos lo que sabemos llevar a cabo.</p>"
        ),
        "insights_heading": "La planeación en cifras",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Planeación de negocios y estrategia de salida al mercado",
        "meta_description": (
            "Estudios de mercado, posicionamiento, lanzamiento y proyecciones financieras para pequeños "
            "negocios y startups. Planes prácticos, cotización a la medida."
        ),
        "benefits": [
            (
                "Decisiones basadas en evidencia",
                "Tamaño del mercado, entrevistas con clientes y análisis de la competencia detrás de cada "
                "recomendación.",
                "search",
            ),
            (
                "Un posicionamiento más claro",
                "Una definición precisa de a quién atiende, qué problema resuelve y por qué usted es la "
                "mejor opción.",
                "target",
            ),
            (
                "Documentos listos para inversionistas",
                "Planes de negocio, presentaciones y proyecciones que resisten un análisis a fondo.",
                "document",
            ),
            (
                "Presupuestos realistas",
                "Presupuestos de marketing y de contratación ligados a las metas de ingresos que deben "
                "alcanzar.",
                "dollar",
            ),
            (
                "Hitos que puede medir",
                "Metas e indicadores trimestrales que muestran si el plan está funcionando.",
                "calendar",
            ),
        ],
        "steps": approach_steps(
            "Revisamos sus números, entrevistamos a clientes y empleados, e investigamos el mercado y la "
            "competencia.",
            "Definimos el posicionamiento, los segmentos objetivo, los precios y los canales, y modelamos "
            "los resultados financieros.",
            "Le entregamos el plan con una lista de acciones para los primeros noventa días y ayudamos a su "
            "equipo a arrancar con las prioridades.",
            "Nos reunimos cada trimestre para revisar el avance frente a los hitos y actualizar el plan "
            "conforme cambia el mercado.",
        ),
        "transformations": [
            (
                "Claridad",
                "Todos en el negocio conocen las prioridades y saben por qué importan.",
                "eye",
            ),
            (
                "Confianza ante inversionistas y prestamistas",
                "Números y argumentos que responden las preguntas difíciles antes de que se las hagan.",
                "handshake",
            ),
            (
                "Gasto enfocado",
                "El dinero va a los canales y las contrataciones con el camino más claro hacia el retorno.",
                "pie-chart",
            ),
        ],
        "statistics": [
            ("90 días", "el primer plan de acción, incluido con cada estrategia"),
            ("12 meses", "horizonte típico del plan, con revisiones trimestrales"),
            ("3", "escenarios modelados en cada proyección financiera"),
        ],
    },
    {
        "slug": "product-design",
        "name": "Diseño de productos en 3D",
        "summary": "Renders fotorrealistas y modelos 3D que venden antes de fabricar.",
        "icon": "cube",
        "title": "Diseño de productos en 3D y renders fotorrealistas que venden",
        "description": (
            "<p>Modelado 3D, renders fotorrealistas, animaciones y vistas 3D interactivas de sus productos "
            "para lanzamientos, tiendas en línea, campañas de crowdfunding y presentaciones para "
            "inversionistas, listos antes de fabricar una sola unidad.</p>"
        ),
        "transform_intro": (
            "<p>Muestre su producto en su mejor versión, desde todos los ángulos, mucho antes de que "
            "exista.</p>"
        ),
        "approach": (
            "<p>Partimos de sus bocetos, archivos CAD o prototipos para crear modelos 3D precisos, les damos "
            "la luz y las texturas de los materiales reales, y producimos cada imagen y animación que su "
            "campaña necesita.</p>"
        ),
        "why_choose": (
            "<p>Nuestros diseñadores trabajan junto al equipo de marketing que va a usar las imágenes, así "
            "cada render se hace para una página, un anuncio o una presentación en particular.</p>"
        ),
        "insights_heading": "Las imágenes 3D en cifras",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Diseño de productos en 3D, renders y animación",
        "meta_description": (
            "Modelos 3D, renders fotorrealistas, animaciones y vistas interactivas para lanzamientos, "
            "tiendas en línea y crowdfunding. Cotización a la medida y entrega ágil."
        ),
        "benefits": [
            (
                "Renders fotorrealistas",
                "Imágenes con calidad de estudio, con materiales, iluminación y opciones de color fieles a "
                "la realidad.",
                "eye",
            ),
            (
                "Sin sesiones de fotos",
                "Cada color y variante sale de un solo modelo, sin muestras ni estudios.",
                "dollar",
            ),
            (
                "Lance antes de fabricar",
                "Tome preventas y mida la demanda con imágenes hechas a partir de los archivos de diseño.",
                "rocket",
            ),
            (
                "Animaciones y vistas explosionadas",
                "Muestre en segundos cómo funciona el producto y qué tiene por dentro.",
                "layers",
            ),
            (
                "3D interactivo para su tienda",
                "Sus clientes pueden girar el producto y acercarse a los detalles en la página, desde "
                "cualquier dispositivo.",
                "cube",
            ),
        ],
        "steps": approach_steps(
            "Reunimos sus archivos de diseño, referencias y lineamientos de marca, y acordamos las tomas "
            "que necesitan sus canales.",
            "Planeamos la lista de tomas, las escenas, los materiales y los formatos para su tienda, redes "
            "sociales, impresos y presentaciones.",
            "Modelamos, texturizamos, iluminamos y renderizamos, y le mostramos avances en cada etapa para "
            "recibir sus comentarios.",
            "Entregamos archivos optimizados para cada canal y actualizamos los renders cuando el producto "
            "cambia.",
        ),
        "transformations": [
            (
                "Lanzamientos más rápidos",
                "Los materiales de marketing están listos el mismo día en que anuncia el producto.",
                "rocket",
            ),
            (
                "Más conversiones",
                "Imágenes detalladas y consistentes resuelven las dudas de los compradores antes de que "
                "pregunten.",
                "trending-up",
            ),
            (
                "Contenido que cuesta menos",
                "Nuevos ángulos, colores y escenas salen del mismo modelo por una fracción de lo que cuesta "
                "una sesión de fotos.",
                "dollar",
            ),
        ],
        "statistics": [
            ("1 modelo", "para cada color, ángulo y escena que necesite"),
            ("5-10 días", "plazo típico de entrega del primer juego de renders"),
            ("360°", "vistas interactivas listas para las páginas de sus productos"),
        ],
    },
    {
        "slug": "lead-generation",
        "name": "Generación de prospectos",
        "summary": "Embudos, prospección y seguimiento que mantienen llena su cartera de prospectos.",
        "icon": "magnet",
        "title": "Generación de prospectos que llena su embudo con compradores calificados",
        "description": (
            "<p>Ofertas, páginas de destino, prospección y secuencias de seguimiento que atraen a los "
            "prospectos correctos, los califican automáticamente y le entregan a su equipo de ventas "
            "conversaciones que valen la pena.</p>"
        ),
        "transform_intro": (
            "<p>Más prospectos solo sirven si son los correctos y reciben seguimiento rápido.</p>"
        ),
        "approach": (
            "<p>Definimos a su cliente ideal, creamos ofertas por las que valga la pena dejar sus datos de "
            "contacto y conectamos campañas, formularios y su CRM para que cada prospecto se califique, se "
            "nutra y reciba seguimiento rápido.</p>"
        ),
        "why_choose": (
            "<p>Medimos el éxito por oportunidades calificadas e ingresos, no por formularios llenados, y "
            "trabajamos con las herramientas de ventas que usted ya usa.</p>"
        ),
        "insights_heading": "La generación de prospectos en cifras",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Generación de prospectos B2B y B2C",
        "meta_description": (
            "Recursos gratuitos, páginas de destino, prospección y seguimiento automático: prospectos "
            "calificados y respuesta 50% más rápida. Cotización en 24 horas."
        ),
        "benefits": [
            (
                "Perfiles de cliente ideal",
                "Una definición clara de a quién dirigirse, basada en sus mejores clientes actuales.",
                "users",
            ),
            (
                "Ofertas que dan ganas de responder",
                "Guías, herramientas, auditorías y demos que atraen a compradores, no a curiosos.",
                "magnet",
            ),
            (
                "Calificación automática",
                "Reglas de puntuación y asignación que envían los prospectos listos para comprar directo a "
                "la persona indicada.",
                "sliders",
            ),
            (
                "Nutrición de prospectos en piloto automático",
                "Secuencias de correo electrónico y retargeting que mantienen vivo el interés hasta que el "
                "prospecto esté listo.",
                "mail",
            ),
            (
                "Seguimiento 50% más rápido",
                "Alertas al instante y primeras respuestas automáticas para que ninguna consulta espere "
                "hasta el día siguiente.",
                "lightning",
            ),
        ],
        "steps": approach_steps(
            "Analizamos su embudo de ventas actual, su tasa de cierre, su ciclo de venta y a sus mejores "
            "clientes para encontrar dónde se pierden los prospectos.",
            "Definimos el cliente ideal, las ofertas, los canales y las reglas de calificación, y fijamos "
            "metas de prospectos calificados.",
            "Creamos las páginas de destino, las campañas de prospección, los formularios, la puntuación y "
            "la conexión con su CRM, y lanzamos.",
            "Cada mes revisamos con su equipo de ventas la calidad de los prospectos y afinamos la "
            "segmentación, las ofertas y la puntuación.",
        ),
        "transformations": [
            (
                "Un embudo lleno y predecible",
                "Nuevas oportunidades cada semana, de forma constante, en lugar de rachas de mucho trabajo "
                "seguidas de semanas sin nada.",
                "trending-up",
            ),
            (
                "Su equipo de ventas, vendiendo",
                "Su equipo habla con compradores calificados en lugar de depurar listas de contactos.",
                "handshake",
            ),
            (
                "Seguimiento a cada prospecto",
                "La automatización se asegura de que ninguna consulta se quede olvidada en una bandeja de "
                "entrada.",
                "check",
            ),
        ],
        "statistics": [
            ("50%", "más rapidez de respuesta a nuevos prospectos con seguimiento automático"),
            ("3x", "aumento típico de prospectos listos para ventas en seis meses"),
            ("24h", "tiempo máximo para que un nuevo prospecto tenga noticias suyas"),
        ],
    },
]
