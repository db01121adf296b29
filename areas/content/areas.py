"""The seeded area pages, English and Spanish side by side: three cities of San Diego County, each
with its own section (written about that place only, at least 150 words in each language), its own
questions, and a sample testimonial from a client there (marked sample like the other seeded
proof). Facts are the places' public ones (U.S. Census 2020 populations, the county's regions)."""

CHULA_VISTA = {
    "slug": "chula-vista",
    "kind": "city",
    "region": "south-bay",
    "wikidata_url": "https://www.wikidata.org/wiki/Q49270",
    "services": ["seo", "advertising", "development"],
    "name": {"en": "Chula Vista", "es": "Chula Vista"},
    "intro": {
        "en": (
            "Local search, ads and websites for businesses in the county's second-largest city, "
            "written for customers who search in English and in Spanish."
        ),
        "es": (
            "Búsqueda local, anuncios y sitios web para negocios de la segunda ciudad más grande del "
            "condado, escritos para clientes que buscan en inglés y en español."
        ),
    },
    "meta_description": {
        "en": (
            "Local SEO, Google Ads and websites for Chula Vista "
            "businesses, in English and Spanish, from a San Diego agency."
        ),
        "es": (
            "SEO local, Google Ads y sitios web para negocios de "
            "Chula Vista, en inglés y en español, desde San Diego."
        ),
    },
    "local_section": {
        "en": (
            "<h2>Marketing a business in Chula Vista</h2>"
            "<p>Chula Vista had 275,487 residents at the 2020 census, second only to the City of San "
            "Diego in the county. It sits about halfway between downtown San Diego and the border at "
            "Tijuana, and that shapes how its customers look for a dentist, a lawyer or a contractor: "
            "a large share of them search in Spanish, or switch between the two languages in the same "
            "week. A site that answers only in English loses those searches to a competitor that "
            "answers in both.</p>"
            "<p>The city is also two markets in one. West of Interstate 805 are the older "
            "neighborhoods around Third Avenue Village and the bayfront; to the east, the planned "
            "communities of Eastlake and Otay Ranch, with younger families who find almost every "
            "service on a phone, from the car. We build Google Business Profiles, service pages and "
            "ad campaigns that name the neighborhoods people actually type, keep reviews flowing "
            "in both languages, and measure calls by part of town, so a practice on Third Avenue "
            "and a clinic near Otay Ranch Town Center each reach the patients closest to them.</p>"
        ),
        "es": (
            "<h2>Cómo dar a conocer un negocio en Chula Vista</h2>"
            "<p>Chula Vista tenía 275,487 habitantes en el censo de 2020, solo por detrás de la ciudad "
            "de San Diego dentro del condado. Está a medio camino entre el centro de San Diego y la "
            "frontera con Tijuana, y eso cambia la forma en que sus clientes buscan un dentista, un "
            "abogado o un contratista: muchos buscan en español, o pasan de un idioma a otro en la "
            "misma semana. Un sitio que solo responde en inglés pierde esas búsquedas frente a un "
            "competidor que responde en los dos idiomas.</p>"
            "<p>La ciudad es, además, dos mercados en uno. Al oeste de la Interestatal 805 están los "
            "barrios más antiguos, alrededor de Third Avenue Village y la zona de la bahía; al este, "
            "las comunidades planificadas de Eastlake y Otay Ranch, con familias jóvenes que buscan "
            "casi cualquier servicio desde el teléfono, muchas veces desde el coche. Creamos perfiles "
            "de Google Business, páginas de servicios y campañas de anuncios que nombran los barrios "
            "que la gente de verdad escribe, mantenemos las reseñas llegando en ambos idiomas y medimos "
            "las llamadas por zona de la ciudad, para que una consulta en Third Avenue y una clínica "
            "cerca de Otay Ranch Town Center lleguen cada una a los pacientes que tienen más cerca.</p>"
        ),
    },
    "faqs": [
        {
            "question": {
                "en": "Do we need separate Spanish pages to rank in Chula Vista?",
                "es": "¿Necesitamos páginas en español para posicionarnos en Chula Vista?",
            },
            "answer": {
                "en": (
                    "<p>If a real share of your customers calls in Spanish, yes: translated pages with "
                    "their own addresses and language links, not a translation widget. Google shows "
                    "Spanish results to people who search in Spanish, and a widget's text is not "
                    "indexed.</p>"
                ),
                "es": (
                    "<p>Si una parte real de sus clientes llama en español, sí: páginas traducidas con "
                    "su propia dirección y enlaces de idioma, no un traductor automático. Google muestra "
                    "resultados en español a quien busca en español, y el texto de un traductor "
                    "automático no se indexa.</p>"
                ),
            },
        },
    ],
    "testimonial": {
        "quote": {
            "en": (
                "Half of our new patients now find us in Spanish. Before, our site did not even "
                "mention Eastlake, where most of them live."
            ),
            "es": (
                "La mitad de nuestros pacientes nuevos ya nos encuentra en español. Antes, nuestro "
                "sitio ni siquiera mencionaba Eastlake, donde vive la mayoría."
            ),
        },
        "person": "Marisol Ortega",
        "role": {"en": "Practice owner", "es": "Directora de la consulta"},
        "company": "Ortega Family Dental",
    },
}

ESCONDIDO = {
    "slug": "escondido",
    "kind": "city",
    "region": "north-inland",
    "wikidata_url": "https://www.wikidata.org/wiki/Q372454",
    "services": ["seo", "social-media", "advertising"],
    "name": {"en": "Escondido", "es": "Escondido"},
    "intro": {
        "en": (
            "Search, social and advertising for Escondido's shops, restaurants, breweries and "
            "trades, from Grand Avenue to the San Pasqual Valley."
        ),
        "es": (
            "Búsqueda, redes sociales y publicidad para las tiendas, restaurantes, cervecerías y "
            "oficios de Escondido, de Grand Avenue al valle de San Pasqual."
        ),
    },
    "meta_description": {
        "en": (
            "Local SEO, social media and ads for Escondido "
            "businesses: downtown shops, breweries and home services."
        ),
        "es": (
            "SEO local, redes sociales y anuncios para negocios de "
            "Escondido: comercios del centro, cervecerías y oficios."
        ),
    },
    "local_section": {
        "en": (
            "<h2>What works for Escondido businesses</h2>"
            "<p>Escondido is the largest city of inland North County, with 151,038 residents at the "
            "2020 census, where Interstate 15 meets State Route 78. Its customers come from two "
            "directions: residents who shop close to home, and visitors on their way to the San Diego "
            "Zoo Safari Park in the San Pasqual Valley, the wineries along the valley or the brewery "
            "that Stone Brewing runs in the city. A restaurant on Grand Avenue needs both: a "
            "Google Business Profile that answers the visitor's question at a glance, and reasons "
            "for neighbors to come back on a Tuesday.</p>"
            "<p>Much of the city's work is also done by trades: roofers, landscapers, plumbers and "
            "pool services who cover Escondido, San Marcos, Valley Center and Ramona from one yard. "
            "For them we build service-area pages that tell the truth about where they go, Local "
            "Services Ads that ring a phone rather than fill a form, and simple reporting on which "
            "ZIP codes turn into paid jobs. Summer heat and the wildfire season change what people "
            "search for here, so we plan campaigns around the calendar of the inland valleys, not "
            "the coast's.</p>"
        ),
        "es": (
            "<h2>Lo que funciona para los negocios de Escondido</h2>"
            "<p>Escondido es la ciudad más grande del norte del condado tierra adentro, con 151,038 "
            "habitantes en el censo de 2020, donde la Interestatal 15 se cruza con la Ruta Estatal 78. "
            "Sus clientes llegan por dos caminos: los vecinos que compran cerca de casa y los visitantes "
            "que van al San Diego Zoo Safari Park en el valle de San Pasqual, a las bodegas del valle o "
            "a la cervecería que Stone Brewing tiene en la ciudad. Un restaurante de Grand Avenue "
            "necesita a los dos: un perfil de Google Business que responda de un vistazo a la pregunta "
            "del visitante, y motivos para que los vecinos vuelvan un martes cualquiera.</p>"
            "<p>Buena parte del trabajo de la ciudad lo hacen los oficios: techadores, jardineros, "
            "plomeros y servicios de piscinas que cubren Escondido, San Marcos, Valley Center y Ramona "
            "desde un mismo taller. Para ellos creamos páginas de zonas de servicio que dicen la verdad "
            "sobre dónde trabajan, anuncios de Local Services que hacen sonar el teléfono en lugar de "
            "llenar un formulario, e informes sencillos sobre qué códigos postales se convierten en "
            "trabajos pagados. El calor del verano y la temporada de incendios cambian lo que la gente "
            "busca aquí, así que planificamos las campañas según el calendario de los valles del "
            "interior, no el de la costa.</p>"
        ),
    },
    "faqs": [
        {
            "question": {
                "en": "Can a trade based in Escondido rank in San Marcos and Valley Center too?",
                "es": (
                    "¿Puede un oficio con base en Escondido aparecer también en San Marcos y Valley Center?"
                ),
            },
            "answer": {
                "en": (
                    "<p>In the map results, distance from your address counts most, so honest "
                    "service-area settings and reviews from customers in those towns matter more than "
                    "extra pages. Local Services Ads let you choose the ZIP codes you cover.</p>"
                ),
                "es": (
                    "<p>En los resultados del mapa lo que más cuenta es la distancia a su dirección, así "
                    "que una zona de servicio honesta y reseñas de clientes de esas localidades pesan más "
                    "que páginas adicionales. Los anuncios de Local Services le permiten elegir los "
                    "códigos postales que cubre.</p>"
                ),
            },
        },
    ],
    "testimonial": {
        "quote": {
            "en": (
                "We stopped paying for clicks from Temecula. Our calls now come from the ZIP codes "
                "our crews can reach before lunch."
            ),
            "es": (
                "Dejamos de pagar clics desde Temecula. Ahora las llamadas llegan de los códigos "
                "postales a los que nuestras cuadrillas llegan antes del mediodía."
            ),
        },
        "person": "Dan Whitaker",
        "role": {"en": "General manager", "es": "Gerente general"},
        "company": "Valley Oak Roofing",
    },
}

OCEANSIDE = {
    "slug": "oceanside",
    "kind": "city",
    "region": "north-coastal",
    "wikidata_url": "https://www.wikidata.org/wiki/Q488924",
    "services": ["seo", "social-media", "development"],
    "name": {"en": "Oceanside", "es": "Oceanside"},
    "intro": {
        "en": (
            "Websites, local search and social media for Oceanside's harbor, downtown and "
            "the businesses that serve Camp Pendleton's families."
        ),
        "es": (
            "Sitios web, búsqueda local y redes sociales para el puerto y el centro de Oceanside y "
            "para los negocios que atienden a las familias de Camp Pendleton."
        ),
    },
    "meta_description": {
        "en": (
            "Websites, local SEO and social media for Oceanside "
            "businesses: the harbor, downtown and military families."
        ),
        "es": (
            "Sitios web, SEO local y redes sociales para negocios "
            "de Oceanside: el puerto, el centro y familias militares."
        ),
    },
    "local_section": {
        "en": (
            "<h2>Reaching customers in Oceanside</h2>"
            "<p>Oceanside is the third-largest city in San Diego County, with 174,068 residents at the "
            "2020 census, and the northernmost on its coast: Marine Corps Base Camp Pendleton begins "
            "at its northern edge. That neighbor shapes the market. Military families arrive and "
            "leave on orders every few years, so each season brings people who know nobody in town "
            "and choose a dentist, a mechanic or a gym from reviews on their phone. Businesses that "
            "keep their profiles current and answer every review win them; the rest are never "
            "found.</p>"
            "<p>The other half of the city lives from visitors: the pier, the harbor's charters and "
            "restaurants, the California Surf Museum and Mission San Luis Rey, founded in 1798. The "
            "transit center on the coast brings people in on the COASTER, Metrolink, the Pacific "
            "Surfliner and the SPRINTER from Escondido. For these businesses we plan social media "
            "around the summer and the weekends, build fast mobile pages with booking in two taps, "
            "and make sure that a search for surf lessons or a harbor dinner made on the beach finds "
            "them first.</p>"
        ),
        "es": (
            "<h2>Cómo llegar a los clientes de Oceanside</h2>"
            "<p>Oceanside es la tercera ciudad más grande del condado de San Diego, con 174,068 "
            "habitantes en el censo de 2020, y la más al norte de su costa: la base del Cuerpo de "
            "Marines Camp Pendleton empieza en su límite norte. Ese vecino define el mercado. Las "
            "familias militares llegan y se van con cada traslado, cada pocos años, así que cada "
            "temporada trae personas que no conocen a nadie en la ciudad y eligen dentista, mecánico o "
            "gimnasio por las reseñas que ven en el teléfono. Los negocios que mantienen su perfil al "
            "día y responden a cada reseña se quedan con ellas; los demás nunca aparecen.</p>"
            "<p>La otra mitad de la ciudad vive de los visitantes: el muelle, los barcos de excursión "
            "y los restaurantes del puerto, el California Surf Museum y la Misión San Luis Rey, "
            "fundada en 1798. El centro de transporte junto a la costa trae gente en el COASTER, "
            "Metrolink, el Pacific Surfliner y el SPRINTER desde Escondido. Para estos negocios "
            "planificamos las redes sociales según el verano y los fines de semana, creamos páginas "
            "rápidas para el móvil con reserva en dos toques, y nos aseguramos de que una búsqueda de "
            "clases de surf o de una cena en el puerto hecha desde la playa los encuentre primero.</p>"
        ),
    },
    "faqs": [
        {
            "question": {
                "en": "How do we reach families who have just moved to Oceanside on orders?",
                "es": "¿Cómo llegamos a las familias que acaban de mudarse a Oceanside por un traslado?",
            },
            "answer": {
                "en": (
                    "<p>They search before they arrive and trust reviews over advertising. A complete "
                    "Google Business Profile, recent replies to reviews and a page that answers the "
                    "questions newcomers ask (hours, insurance, how to book) do more than any "
                    "banner.</p>"
                ),
                "es": (
                    "<p>Buscan antes de llegar y confían más en las reseñas que en la publicidad. Un "
                    "perfil de Google Business completo, respuestas recientes a las reseñas y una página "
                    "que responda lo que preguntan los recién llegados (horarios, seguros, cómo reservar) "
                    "hacen más que cualquier anuncio.</p>"
                ),
            },
        },
    ],
    "testimonial": {
        "quote": {
            "en": (
                "Our summer bookings used to come from walk-ups on the strand. This year most were "
                "made on a phone before people reached the beach."
            ),
            "es": (
                "Antes, las reservas de verano llegaban de quien pasaba por el paseo. Este año la "
                "mayoría se hizo desde el teléfono antes de llegar a la playa."
            ),
        },
        "person": "Kelly Nguyen",
        "role": {"en": "Co-owner", "es": "Copropietaria"},
        "company": "Harborline Surf School",
    },
}

AREAS = [CHULA_VISTA, ESCONDIDO, OCEANSIDE]
