"""Seed copy for the fixed pages and the sections several pages share."""

from marketing.content.legal import PRIVACY_SECTIONS, TERMS_SECTIONS

WHY_CHOOSE = [
    (
        "No more juggling",
        "Stop coordinating a web developer, an SEO freelancer, a social media manager and an ad "
        "agency. One team plans and delivers everything, and one report shows how it is going.",
        "layers",
    ),
    (
        "No more burnout",
        "Posting, reporting, follow-ups and routine admin are handled for you, much of it automated, "
        "so you get your evenings and weekends back.",
        "heart",
    ),
    (
        "Real results",
        "We agree measurable goals before we start and report on enquiries, sales and cost per "
        "customer, not just likes and impressions.",
        "trending-up",
    ),
]

WHY_ACT_NOW = [
    (
        "Falling Behind Competitors",
        "Your competitors are already investing in search, social and automation. Every month of "
        "waiting gives them more visibility, more reviews and more of the customers you want.",
        "warning",
    ),
    (
        "Increasing Market Pressure",
        "Advertising costs rise and customer expectations climb every year. Businesses that build "
        "efficient channels now pay less for each customer later.",
        "trending-up",
    ),
    (
        "Long-Term ROI Impact",
        "Content that ranks, audiences that follow you and automations that save time keep paying "
        "back for years. The sooner they start, the larger the return.",
        "dollar",
    ),
]

# Fictional clients. The eighth has no mark: its name is shown as text.
BRAND_LOGOS = [
    ("Harborline", "wave", "#0f4c81"),
    ("Solstice Labs", "sun", "#9a3412"),
    ("Copperleaf", "leaf", "#166534"),
    ("Bluepeak Outfitters", "peak", "#1e3a8a"),
    ("Orbitwell", "ring", "#6d28d9"),
    ("Hexa Foods", "hexagon", "#b45309"),
    ("Brightspark Media", "spark", "#be185d"),
    ("Tidewater Health", "", "#334155"),
]

PRICING_FAQS = [
    (
        "Do you offer monthly retainers?",
        (
            "<p>Yes. Retainers are available for ongoing services such as SEO, social media, advertising "
            "management and automation support. We recommend a minimum of 3 months for ongoing services, "
            "because search, social and paid campaigns need that long to gather data and show "
            "results.</p>"
        ),
    ),
    (
        "Why don't you publish fixed prices?",
        (
            "<p>Every business starts from a different place. We quote each project individually, based "
            "on your goals, scope and timeline, so you pay only for the work you need. Quotes are free "
            "and carry no obligation.</p>"
        ),
    ),
    (
        "How can I pay?",
        (
            "<p>We accept credit card, ACH bank transfer and wire transfer. Invoices are sent by email "
            "with the payment details included.</p>"
        ),
    ),
    (
        "Can I pay for a large project in installments?",
        (
            "<p>Yes. Installment plans are available for large projects such as website builds, app "
            "development and automation programs, usually split across the project's milestones.</p>"
        ),
    ),
    (
        "How quickly will I get a quote?",
        (
            "<p>We reply to every request within 24 hours. For most projects the reply includes a custom "
            "quote; for larger ones we first suggest a short call to confirm the scope.</p>"
        ),
    ),
]

CONTACT_FAQS = [
    (
        "How long does onboarding take?",
        (
            "<p>Onboarding takes 1-2 weeks. We gather access and brand materials, run a kickoff session, "
            "audit your current channels and agree goals, so the work starts on a solid footing.</p>"
        ),
    ),
    (
        "How quickly will you reply?",
        (
            "<p>We reply to every message within 24 hours, and our email support runs on the same promise "
            "once you are a client.</p>"
        ),
    ),
    (
        "Do you only work with businesses in San Diego?",
        (
            "<p>No. We are based in San Diego and work with businesses across the United States and "
            "beyond. Meetings happen by video call, and in person for local clients who prefer it.</p>"
        ),
    ),
    (
        "What do I need to prepare before we talk?",
        (
            "<p>Nothing formal. It helps to know your goals, roughly what you want to spend, and any "
            "deadlines. If you have analytics or ad accounts, we will ask for read access later.</p>"
        ),
    ),
    (
        "Is there a minimum contract?",
        (
            "<p>Projects have a fixed scope and no minimum term. For ongoing services we recommend a "
            "minimum of 3 months, so campaigns have time to learn and improve.</p>"
        ),
    ),
]

CORE_VALUES = [
    (
        "Transparency",
        "You see what we do, what it costs and what it achieves. Accounts, data and code always "
        "belong to you.",
        "eye",
    ),
    (
        "Results over activity",
        "We measure our work by the enquiries, sales and savings it produces, and we say so when "
        "something is not working.",
        "target",
    ),
    (
        "Partnership",
        "We learn your business as if it were our own and give advice we would follow ourselves.",
        "handshake",
    ),
    (
        "Continuous learning",
        "Search, social and AI change every month. We test new methods on our own projects before "
        "recommending them to clients.",
        "sparkles",
    ),
]

DIFFERENTIATORS = [
    (
        "Everything under one roof",
        "Strategy, websites, SEO, social, advertising, 3D design, lead generation and AI automation "
        "from one coordinated team.",
        "layers",
    ),
    (
        "Automation built in",
        "We automate the repetitive parts of marketing and operations, saving clients up to 70% of "
        "the time routine tasks take.",
        "bot",
    ),
    (
        "Custom quotes, no packages",
        "Every plan is priced for the work you need, with retainers, projects and installment plans "
        "for large projects.",
        "dollar",
    ),
    (
        "A reply within 24 hours",
        "Every enquiry and support email is answered within 24 hours by someone who knows your account.",
        "clock",
    ),
]

MILESTONES = [
    (
        2023,
        "Founded in San Diego",
        "We opened with a simple idea: small and growing businesses deserve the coordinated, "
        "data-driven marketing that large brands take for granted.",
    ),
    (
        2024,
        "AI automation practice launched",
        "After automating our own reporting and lead handling, we began building AI agents and "
        "workflows for clients in sales, support and operations.",
    ),
    (
        2025,
        "Full-service digital partner",
        "With 3D product design and lead generation added, we now cover every stage from first "
        "impression to closed sale for small businesses, startups, enterprises and online stores.",
    ),
]

# The headline figures on the home page. They are claims (marketing copy), and the band says so.
HOME_CLAIM_BLOCKS = [
    (
        "claims",
        "What automation frees up",
        (
            "<p>Figures we claim for our AI automation work, stated as marketing copy: they are what "
            "clients can reach at best, not audited results, and yours depend on your business.</p>"
        ),
        "",
    ),
    ("claim", "Up to 70%", "<p>savings on the time routine tasks take</p>", "clock"),
    ("claim", "Up to 60%", "<p>reduction in process costs</p>", "dollar"),
    ("claim", "50% faster", "<p>response to new leads</p>", "lightning"),
]

PAGES = [
    {
        "key": "home",
        "title": "Your One-Stop Digital Marketing Solution",
        "meta_description": (
            "San Diego digital marketing agency: social media, SEO, ads, web development, lead "
            "generation and AI automation in one place. Custom quotes in 24 hours."
        ),
        "heading": "Streamline your experience. Build, track and manage your digital presence.",
        "intro": (
            "<p>Social media, search, advertising, websites and AI automation from one team, working to "
            "one plan and one set of numbers, so your marketing finally runs as smoothly as the rest of "
            "your business.</p>"
        ),
        "blocks": [
            ("hero", "Your One-Stop Digital Marketing Solution", "", ""),
            *HOME_CLAIM_BLOCKS,
            ("logos", "Trusted by growing brands", "", ""),
            (
                "services",
                "Everything your digital presence needs",
                (
                    "<p>Pick one service or combine several: every engagement starts with a custom plan "
                    "built around your goals.</p>"
                ),
                "",
            ),
            (
                "why_choose",
                "Why businesses choose us",
                (
                    "<p>Marketing should not be a second full-time job. We take it off your plate and "
                    "show you what it earns.</p>"
                ),
                "",
            ),
            (
                "work",
                "Work that paid for itself",
                "<p>A few of the projects our clients measure us by.</p>",
                "",
            ),
            ("testimonials", "In our clients' words", "", ""),
            (
                "data_driven",
                "Data-driven marketing that shows what works",
                (
                    "<p>Every campaign we run is tracked from the first impression to the final sale. You "
                    "get one live dashboard for every channel, so decisions are based on evidence instead "
                    "of opinion.</p><ul><li><p>Traffic, leads and revenue by channel in one "
                    "place</p></li><li><p>Cost per lead and return on ad spend updated "
                    "daily</p></li><li><p>Monthly reviews that turn the numbers into next "
                    "steps</p></li></ul>"
                ),
                "",
            ),
            (
                "cta",
                "Ready to grow without the guesswork?",
                (
                    "<p>Tell us where you want your business to be in twelve months. We will reply within "
                    "24 hours with ideas and a custom quote.</p>"
                ),
                "",
            ),
            (
                "contact",
                "Let's talk about your growth",
                "<p>Send us a message and a strategist will reply within 24 hours.</p>",
                "",
            ),
            (
                "suite",
                "Your complete digital marketing suite",
                "<p>Every tool and specialist you need to be found, chosen and remembered.</p>",
                "",
            ),
        ],
    },
    {
        "key": "ai-automation",
        "title": "AI Automation Services for Growing Businesses",
        "meta_description": (
            "AI agents and workflows for sales, marketing, HR, operations, documents and support: "
            "up to 70% time savings and 60% lower costs. Book a free demo."
        ),
        "heading": "Put your busywork on autopilot with AI automation",
        "intro": (
            "<p>We build AI agents and automated workflows that handle the repetitive work in sales, "
            "marketing, HR, operations, documents and customer support: up to 70% savings on routine "
            "tasks, up to 60% lower process costs and 50% faster lead response.</p>"
        ),
        "blocks": [
            (
                "benefits",
                "What automation does for your business",
                "<p>Measured on real processes, not demos.</p>",
                "",
            ),
            (
                "verticals",
                "Automation for every part of your business",
                ("<p>Start with one process or one department; extend when the first results are in.</p>"),
                "",
            ),
            (
                "process",
                "How we deliver automation",
                (
                    "<p>A four-step process that takes you from the first conversation to workflows your "
                    "team owns.</p>"
                ),
                "",
            ),
            (
                "cta",
                "Find out what you could automate",
                (
                    "<p>Book a free consultation. We will look at your processes and show you where "
                    "automation saves the most time and money.</p>"
                ),
                "",
            ),
        ],
    },
    {
        "key": "work",
        "title": "Our Work: Case Studies from San Diego Businesses",
        "meta_description": (
            "Case studies of our SEO, advertising, social media, web and AI automation work for "
            "small businesses, startups, enterprises and online stores, with the numbers."
        ),
        "heading": "Our work",
        "intro": (
            "<p>What we did for businesses like yours, and what it changed: the starting point, the plan, "
            "and the numbers at the end.</p>"
        ),
        "blocks": [
            ("filters", "Find work like yours", "", ""),
            (
                "cta",
                "Want results like these?",
                ("<p>Tell us where your business stands and we will reply within 24 hours with a plan.</p>"),
                "",
            ),
        ],
    },
    {
        "key": "about",
        "title": "About Us: A San Diego Digital Marketing Agency",
        "meta_description": (
            "Founded in San Diego in 2023, we bring social media, SEO, ads, web development and AI "
            "automation together for growing businesses. Our mission and values."
        ),
        "heading": "About us",
        "intro": (
            "<p>We are a San Diego digital marketing agency founded in 2023 to give small businesses, "
            "startups, enterprises and online stores one dependable partner for their whole digital "
            "presence.</p>"
        ),
        "blocks": [
            (
                "mission",
                "Our mission",
                (
                    "<p>To make effective digital marketing simple for every business we work with. We "
                    "combine strategy, creative, technology and AI automation in one team, so our clients "
                    "spend less time managing marketing and more time running their business.</p><p>We "
                    "measure ourselves by our clients' results: more enquiries, more sales and hours "
                    "saved every week.</p>"
                ),
                "",
            ),
            (
                "values",
                "Our core values",
                "<p>The principles behind every plan, campaign and line of code.</p>",
                "",
            ),
            ("differentiators", "What makes us different", "", ""),
            ("timeline", "Our story so far", "", ""),
            (
                "team",
                "The people you will work with",
                ("<p>A small senior team: the person who plans your work is the person who does it.</p>"),
                "",
            ),
            (
                "cta",
                "Let's build your growth plan together",
                "<p>Tell us about your business and we will reply within 24 hours.</p>",
                "",
            ),
        ],
    },
    {
        "key": "pricing",
        "title": "Pricing: Custom Quotes for Every Business",
        "meta_description": (
            "Take the 4-question quiz and get a custom quote within 24 hours. No fixed packages; "
            "retainers, credit card, ACH or wire, and installments for large projects."
        ),
        "heading": "Pricing built around your business",
        "intro": (
            "<p>We do not sell fixed packages. Answer four quick questions and we will prepare a custom "
            "quote for the work you actually need.</p>"
        ),
        "blocks": [
            (
                "quiz",
                "Get your custom quote",
                "<p>Four questions, about a minute. We reply within 24 hours.</p>",
                "",
            ),
            (
                "info_card",
                "Custom quotes only",
                (
                    "<p>No fixed prices or one-size packages: every quote is built from your goals, scope "
                    "and timeline.</p>"
                ),
                "document",
            ),
            (
                "info_card",
                "A reply within 24 hours",
                (
                    "<p>Every quote request is answered by a strategist within 24 hours, with a proposal "
                    "or a short call to confirm details.</p>"
                ),
                "clock",
            ),
            (
                "info_card",
                "Flexible terms",
                "<p>Projects or monthly retainers, with installment plans for large projects.</p>",
                "sliders",
            ),
            (
                "info_card",
                "No obligation",
                (
                    "<p>Quotes are free. You decide whether to go ahead, and nothing starts without your "
                    "written approval.</p>"
                ),
                "check",
            ),
            ("faq", "Pricing questions", "", ""),
        ],
    },
    {
        "key": "contact",
        "title": "Contact Us: Get a Reply Within 24 Hours",
        "meta_description": (
            "Send a message to our San Diego digital marketing team. We reply within 24 hours by "
            "email; onboarding takes 1-2 weeks. Find our contact details and FAQ."
        ),
        "heading": "Contact us",
        "intro": (
            "<p>Tell us about your business and what you want to achieve. A strategist will reply within "
            "24 hours.</p>"
        ),
        "blocks": [
            (
                "form",
                "Send us a message",
                "<p>Fields marked as required help us reply with useful ideas.</p>",
                "",
            ),
            ("info", "Contact information", "", ""),
            ("reasons", "Why work with us", "", ""),
            (
                "reason",
                "One team for everything",
                "<p>Website, search, social, ads and automation coordinated by one strategist.</p>",
                "layers",
            ),
            (
                "reason",
                "Answers within 24 hours",
                "<p>Every message and support request gets a reply within a day.</p>",
                "clock",
            ),
            (
                "reason",
                "Plans priced for you",
                "<p>Custom quotes built around your goals, never a one-size package.</p>",
                "dollar",
            ),
            (
                "reason",
                "Results you can measure",
                "<p>Clear goals up front and reports that tie our work to your revenue.</p>",
                "analytics",
            ),
            ("faq", "Frequently asked questions", "", ""),
        ],
    },
    {
        "key": "privacy-policy",
        "title": "Privacy Policy",
        "meta_description": (
            "How we collect, use, keep and protect the information you send through our website "
            "forms, and the privacy rights you have."
        ),
        "heading": "Privacy Policy",
        "intro": (
            "<p>Effective January 1, 2025. This policy explains what we collect through this website and "
            "why.</p>"
        ),
        "blocks": [("section", heading, body, "") for heading, body in PRIVACY_SECTIONS],
    },
    {
        "key": "terms-of-service",
        "title": "Terms of Service",
        "meta_description": (
            "The terms that apply when you use our website and request quotes, consultations or "
            "information from our digital marketing agency."
        ),
        "heading": "Terms of Service",
        "intro": "<p>Effective January 1, 2025. Please read these terms before using this website.</p>",
        "blocks": [("section", heading, body, "") for heading, body in TERMS_SECTIONS],
    },
]

# The home page's promotional panel (spec section 2).
HOME_PROGRESS_BARS = [("Brand Visibility", 85), ("Lead Generation", 78), ("Conversion Rate", 92)]
