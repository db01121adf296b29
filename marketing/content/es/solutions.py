"""Seed copy for the solutions in Spanish: one page per audience."""

from marketing.content.es.common import INSIGHTS_NOTE, approach_steps

SOLUTIONS = [
    {
        "slug": "small-business",
        "name": "Para pequeños negocios",
        "summary": "Marketing de gran marca con presupuesto de pequeño negocio.",
        "icon": "store",
        "title": "Marketing digital para pequeños negocios",
        "description": (
            "<p>Un solo aliado para su sitio web, las búsquedas, las redes sociales y la publicidad, a la "
            "medida de su presupuesto y enfocado en los clientes de los vecindarios y nichos que usted "
            "atiende.</p>"
        ),
        "transform_intro": (
            "<p>Usted se encarga de su negocio; nosotros, de que los clientes correctos lo encuentren.</p>"
        ),
        "approach": (
            "<p>Empezamos por los pocos canales con más probabilidades de traerle clientes pronto, por lo "
            "general la búsqueda local, un sitio web más rápido y una presencia constante en redes, y "
            "sumamos otros conforme los resultados los van pagando.</p>"
        ),
        "why_choose": (
            "<p>Los pequeños negocios cuentan con un estratega con experiencia, reportes en palabras "
            "sencillas y un plan a la medida de un presupuesto real, sin contratos largos para proyectos "
            "de una sola vez.</p>"
        ),
        "insights_heading": "El marketing para pequeños negocios en cifras",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Marketing digital para pequeños negocios",
        "meta_description": (
            "SEO local, sitios web, redes y anuncios para pequeños negocios, según su presupuesto y con "
            "un solo equipo en San Diego. Cotización a la medida en 24 horas."
        ),
        "benefits": [
            (
                "Gane las búsquedas locales",
                "Perfiles de negocio, reseñas y páginas locales que lo ponen en el mapa de su zona.",
                "map-pin",
            ),
            (
                "Un presupuesto que rinde más",
                "La inversión se concentra en los dos o tres canales que dan resultados más rápido.",
                "dollar",
            ),
            (
                "Un solo contacto",
                "Un estratega que conoce su negocio y coordina todo.",
                "handshake",
            ),
            (
                "Recupere su tiempo",
                "Nos encargamos de las publicaciones, los reportes y los seguimientos, para que sus noches "
                "sigan siendo suyas.",
                "clock",
            ),
            (
                "Resultados a la vista",
                "Un reporte mensual breve con las llamadas, consultas y ventas que trajo cada canal.",
                "analytics",
            ),
        ],
        "steps": approach_steps(
            "Vemos cómo lo encuentran hoy sus clientes, revisamos su sitio, sus perfiles en directorios y "
            "a su competencia, y detectamos mejoras rápidas.",
            "Elegimos los canales que recuperan la inversión más rápido con su presupuesto y fijamos metas "
            "mensuales de consultas.",
            "Corregimos sus perfiles y su sitio web, lanzamos campañas locales y empezamos a publicar "
            "contenido con regularidad.",
            "Revisamos los resultados cada mes y reinvertimos en lo que le trae clientes al menor costo.",
        ),
        "transformations": [
            (
                "Más llamadas y más visitas a su local",
                "La búsqueda local y los mapas le traen clientes cercanos, listos para comprar.",
                "phone",
            ),
            (
                "Una imagen profesional en internet",
                "Un sitio web rápido y serio, y perfiles consistentes que generan confianza a primera vista.",
                "globe",
            ),
            (
                "Se acabaron los malabares",
                "Su marketing sale a tiempo sin adueñarse de su semana.",
                "check",
            ),
        ],
        "statistics": [
            (
                "70%",
                "ahorro máximo en el tiempo dedicado a tareas rutinarias de marketing gracias a la "
                "automatización",
            ),
            ("2x", "aumento típico de las llamadas desde búsquedas locales en seis meses"),
            ("1-2 semanas", "desde el arranque hasta sus primeras mejoras publicadas"),
        ],
    },
    {
        "slug": "enterprise",
        "name": "Para grandes empresas",
        "summary": "Campañas coordinadas entre equipos, regiones y canales.",
        "icon": "building",
        "title": "Marketing digital y automatización para grandes empresas",
        "description": (
            "<p>Especialistas con experiencia que se integran a sus equipos de marketing, ventas y TI para "
            "llevar campañas coordinadas entre regiones y canales, con la gobernanza, la seguridad y los "
            "reportes que exige una gran organización.</p>"
        ),
        "transform_intro": (
            "<p>Crecer a gran escala exige consistencia, gobernanza y datos en los que todos confíen.</p>"
        ),
        "approach": (
            "<p>Trabajamos dentro de sus procesos: flujos de marca y de aprobación acordados, tableros "
            "compartidos, automatización documentada y un equipo asignado, con nombre y apellido, que le "
            "rinde cuentas a sus líderes.</p>"
        ),
        "why_choose": (
            "<p>Las grandes empresas nos eligen porque nuestros especialistas ejecutan en lugar de solo "
            "aconsejar, porque reportamos con transparencia y por una automatización con IA que reduce "
            "hasta un 60% el costo de los procesos.</p>"
        ),
        "insights_heading": "El marketing empresarial en cifras",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Marketing digital y automatización con IA para empresas",
        "meta_description": (
            "Campañas multicanal coordinadas, gobernanza, reportes unificados y automatización con IA "
            "para empresas: hasta 60% menos en costos de procesos. Contáctenos."
        ),
        "benefits": [
            (
                "Una marca consistente a gran escala",
                "Plantillas, lineamientos y flujos de aprobación que mantienen a todas las regiones con el "
                "mismo mensaje.",
                "layers",
            ),
            (
                "Reportes unificados",
                "Un solo tablero que reúne los datos de anuncios, tráfico orgánico, redes sociales y CRM.",
                "analytics",
            ),
            (
                "Automatización con gobernanza",
                "Flujos de IA documentados, con control de acceso y revisados junto con su equipo de TI.",
                "shield",
            ),
            (
                "Especialistas cuando los necesite",
                "Expertos en SEO, publicidad pagada, desarrollo y automatización sin aumentar su plantilla.",
                "users",
            ),
            (
                "Hasta 60% menos en costos de procesos",
                "Reportes, operación de contenidos y asignación de prospectos automatizados entre equipos.",
                "dollar",
            ),
        ],
        "steps": approach_steps(
            "Revisamos canales, herramientas de marketing, flujos de datos y responsabilidades de cada "
            "equipo, y entrevistamos a los responsables de cada departamento.",
            "Acordamos prioridades, gobernanza, indicadores clave y una hoja de ruta que se ajusta a sus "
            "ciclos de planeación y de presupuesto.",
            "Nuestros especialistas ejecutan campañas, integraciones y automatizaciones junto con sus "
            "equipos, y documentan cada entrega.",
            "Cada mes le reportamos a sus líderes y cada trimestre hacemos una revisión para redefinir "
            "prioridades conforme llegan los resultados.",
        ),
        "transformations": [
            (
                "Equipos alineados",
                "Marketing, ventas y las regiones trabajan con el mismo plan y los mismos números.",
                "handshake",
            ),
            (
                "Ejecución más rápida",
                "Las campañas salen en días y no en meses, con plantillas reutilizables y automatización.",
                "lightning",
            ),
            (
                "Eficiencia medible",
                "La automatización libera a sus especialistas para el trabajo estratégico y creativo.",
                "trending-up",
            ),
        ],
        "statistics": [
            ("60%", "reducción máxima en el costo de los procesos gracias a la automatización"),
            ("1", "tablero para todos los canales y regiones"),
            ("24h", "tiempo de respuesta a cada solicitud de soporte"),
        ],
    },
    {
        "slug": "startups",
        "name": "Para startups",
        "summary": "Lance, gane tracción y crezca sabiendo cuánto le dura su capital.",
        "icon": "rocket",
        "title": "Marketing de crecimiento para startups",
        "description": (
            "<p>Posicionamiento, campañas de lanzamiento, sitios web y experimentos de crecimiento que "
            "ayudan a los fundadores a ganar tracción rápido y a mostrar a sus inversionistas los números "
            "que importan, sin quemar su capital.</p>"
        ),
        "transform_intro": (
            "<p>Una startup necesita aprender rápido, más que tener un gran presupuesto.</p>"
        ),
        "approach": (
            "<p>Hacemos experimentos cortos y medibles en distintos canales, nos quedamos con lo que "
            "funciona, dejamos lo que no y armamos la medición que convierte los primeros resultados en "
            "una historia de crecimiento creíble.</p>"
        ),
        "why_choose": (
            "<p>Hemos acompañado a fundadores desde antes del lanzamiento hasta la Serie A, trabajamos al "
            "ritmo de una startup y ajustamos nuestra participación según su financiamiento.</p>"
        ),
        "insights_heading": "El crecimiento de una startup en cifras",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Marketing de crecimiento y lanzamientos para startups",
        "meta_description": (
            "Posicionamiento, lanzamiento, sitio web y experimentos de crecimiento para startups: "
            "tracción rápida y cifras reales para inversionistas. Cotización a medida."
        ),
        "benefits": [
            (
                "Un posicionamiento que convence",
                "Una historia clara para clientes e inversionistas, probada con prospectos reales.",
                "target",
            ),
            (
                "Listo para lanzar en semanas",
                "Sitio web, analítica y campañas de lanzamiento funcionando en tan solo dos semanas.",
                "rocket",
            ),
            (
                "Experimentos rápidos",
                "Pruebas semanales en distintos canales para encontrar los que traen clientes a bajo costo.",
                "sparkles",
            ),
            (
                "Métricas listas para inversionistas",
                "Costo de adquisición, conversión y retención medidos desde el primer día.",
                "analytics",
            ),
            (
                "Una colaboración flexible",
                "Proyectos puntuales antes de levantar capital y un servicio mensual después, según los "
                "fondos con los que cuente.",
                "sliders",
            ),
        ],
        "steps": approach_steps(
            "Revisamos su producto, su mercado, sus primeros clientes y sus métricas, y hacemos una lista "
            "de los supuestos que más vale la pena poner a prueba.",
            "Priorizamos canales y experimentos según su costo y lo que pueden enseñarnos, y definimos qué "
            "significa el éxito.",
            "Lanzamos su sitio, la medición y las primeras campañas, y hacemos experimentos en ciclos "
            "semanales.",
            "Cada semana le compartimos lo aprendido y escalamos los canales que demuestran resultados "
            "repetibles.",
        ),
        "transformations": [
            (
                "De la idea a la tracción",
                "Un lanzamiento que llega a los primeros usuarios correctos, no solo a amigos y familiares.",
                "trending-up",
            ),
            (
                "De suposiciones a datos",
                "Cada dólar le enseña algo sobre su mercado.",
                "pie-chart",
            ),
            (
                "De la tracción a la escala",
                "Canales repetibles, listos para aprovechar nueva inversión.",
                "layers",
            ),
        ],
        "statistics": [
            ("2 semanas", "para tener listos su sitio de lanzamiento y la medición"),
            ("1 semana", "por ciclo de experimentos, con resultados claros"),
            ("50%", "más rapidez de respuesta a prospectos con seguimiento automático"),
        ],
    },
    {
        "slug": "ecommerce",
        "name": "Para tiendas en línea",
        "summary": "Más visitas, más conversiones y clientes que vuelven a comprar.",
        "icon": "cart",
        "title": "Marketing para tiendas en línea que aumenta los ingresos por visitante",
        "description": (
            "<p>Anuncios de Shopping, SEO de productos, optimización de conversiones, correo electrónico e "
            "imágenes 3D de productos para tiendas en línea que quieren más visitas, pedidos de mayor "
            "valor y clientes que regresan.</p>"
        ),
        "transform_intro": (
            "<p>En el comercio electrónico se crece con visitas, conversión y retención, las tres juntas.</p>"
        ),
        "approach": (
            "<p>Revisamos todo el embudo, desde el catálogo de productos hasta el pago y los correos "
            "posteriores a la compra, y corregimos la etapa donde más ingresos se pierden antes de "
            "invertir más en atraer visitas.</p>"
        ),
        "why_choose": (
            "<p>Conocemos Shopify, WooCommerce y las tiendas headless, reportamos ingresos y margen en "
            "lugar de clics, y tenemos nuestro propio equipo de diseño de productos en 3D.</p>"
        ),
        "insights_heading": "El comercio electrónico en cifras",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Marketing de comercio electrónico para tiendas en línea",
        "meta_description": (
            "Anuncios de Shopping, SEO de productos, conversiones, correos automáticos e imágenes 3D para "
            "tiendas en línea. Más ingresos por visitante; pida su cotización."
        ),
        "benefits": [
            (
                "Campañas de Shopping rentables",
                "Catálogos y pujas optimizados para el margen, no solo para las ventas.",
                "cart",
            ),
            (
                "Páginas de producto bien posicionadas",
                "SEO de categorías y productos que atrae a quienes buscan lo que usted vende.",
                "search",
            ),
            (
                "Tasas de conversión más altas",
                "Pruebas en el proceso de pago, la velocidad y las páginas que convierten más visitas en "
                "pedidos.",
                "trending-up",
            ),
            (
                "Compras repetidas",
                "Correos de bienvenida, de carrito abandonado y de reactivación que se envían solos.",
                "mail",
            ),
            (
                "Imágenes que venden",
                "Renders fotorrealistas y vistas 3D de cada producto y variante.",
                "cube",
            ),
        ],
        "steps": approach_steps(
            "Revisamos su analítica, su catálogo, la velocidad de su tienda y los datos de sus clientes "
            "para encontrar dónde se escapan los ingresos del embudo.",
            "Fijamos metas de visitas, tasa de conversión, valor del pedido y compras repetidas, y "
            "planeamos el trabajo según el retorno esperado.",
            "Lanzamos campañas de Shopping, corregimos las páginas de producto y el proceso de pago, y "
            "configuramos los correos automáticos.",
            "Probamos y optimizamos cada semana, y cada mes le reportamos ingresos, margen y valor de vida "
            "del cliente.",
        ),
        "transformations": [
            (
                "Compradores más calificados",
                "Visibilidad en búsquedas y en Shopping para los productos que más le interesa vender.",
                "search",
            ),
            (
                "Carritos más llenos",
                "Paquetes, recomendaciones y montos mínimos de compra que elevan el valor de cada pedido.",
                "cart",
            ),
            (
                "Clientes leales",
                "Los correos automáticos hacen que quien compró por primera vez regrese por un segundo "
                "pedido.",
                "heart",
            ),
        ],
        "statistics": [
            ("20%", "aumento típico de la tasa de conversión al mejorar el proceso de pago y la velocidad"),
            ("3x", "retorno típico de los correos automáticos frente a los envíos de campaña"),
            ("70%", "ahorro máximo en el tiempo de administración de la tienda gracias a la automatización"),
        ],
    },
]
