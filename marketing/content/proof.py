"""Sample proof: six case studies, eight testimonials and four people, seeded as sample content.

The clients and people are invented for the demonstration site (the admin marks every one of them
as sample content, and `check --deploy` warns while any is published in production). Figures are
the size a San Diego agency's small and medium clients would see, and add up within each story.
Pictures are drawn by marketing.content.drawings when the seed is loaded.
"""

CASE_STUDIES = [
    {
        "slug": "harbor-pine-dental",
        "client_name": "Harbor & Pine Dental",
        "title": "A two-chair practice that now books 64 new patients a month from search",
        "summary": "Local SEO and search ads for a family dental practice in Point Loma: new-patient "
        "bookings tripled in nine months while the cost of each one fell by two thirds.",
        "industry": "small-business",
        "services": ["seo", "advertising"],
        "featured": True,
        "published_on": "2026-09-15",
        "colours": ("#0e7490", "#164e63"),
        "results": [
            ("182", "%", "more organic sessions in 9 months"),
            ("64", "", "new-patient bookings a month, up from 21"),
            ("$38", "", "cost per booked patient, down from $112"),
        ],
        "challenge": (
            "<p>Harbor &amp; Pine had ten years of loyal patients and almost no new ones. Their website "
            "ranked on page three for <em>dentist Point Loma</em>, their Google Business Profile listed "
            "an old phone number, and a broad ad campaign was spending $2,400 a month on clicks from "
            "people looking for dental schools and jobs.</p>"
            "<p>The practice needed a steady flow of new patients for its second hygienist's chair, "
            "without raising the budget.</p>"
        ),
        "approach": (
            "<h3>Fix the foundations first</h3>"
            "<ul><li>Corrected the practice's name, address and phone number across 41 directories "
            "and rebuilt the Google Business Profile with services, photos and opening hours.</li>"
            "<li>Wrote a page for each treatment patients search for (cleanings, Invisalign, "
            "implants, emergency visits), each answering the questions the front desk hears most.</li>"
            "<li>Asked every patient for a review by text after their visit: 212 new reviews in nine "
            "months.</li></ul>"
            "<h3>Spend the ad budget where patients are</h3>"
            "<p>We cut the campaign to a 6-mile radius, exact-match searches and the hours the phones "
            "are answered, and sent each ad to the page for its treatment with online booking.</p>"
        ),
        "outcome": (
            "<p>Nine months later the practice ranks in the top three map results for 18 of its 20 "
            "target searches. Organic sessions are up 182%, and new-patient bookings grew from 21 to "
            "64 a month on a lower ad spend of $1,900.</p>"
            "<p>The second hygienist's chair has been fully booked since month six.</p>"
        ),
        "hero_alt": "Dashboard showing organic sessions rising steeply over nine months, headline 182%.",
        "pictures": [
            (
                "Phone screen of the practice's booking page beside three new-patient booking cards.",
                "Online booking from each treatment page, on a phone.",
            ),
        ],
    },
    {
        "slug": "tidewater-coffee-roasters",
        "client_name": "Tidewater Coffee Roasters",
        "title": "Turning one-off coffee buyers into subscribers, at 4.1x return on ad spend",
        "summary": "Paid social and Instagram content for a North Park roastery's online shop: a "
        "record fourth quarter, and subscriptions went from 12% to 38% of online revenue.",
        "industry": "ecommerce",
        "services": ["advertising", "social-media"],
        "featured": True,
        "published_on": "2026-07-08",
        "colours": ("#b45309", "#78350f"),
        "results": [
            ("4.1", "x", "return on ad spend over 12 months"),
            ("38", "%", "of online revenue from subscriptions, up from 12%"),
            ("$212k", "", "online revenue in the fourth quarter"),
        ],
        "challenge": (
            "<p>Tidewater's café was full every morning, but its online shop relied on holiday gift "
            "orders. Most buyers ordered once and never came back, and boosted Instagram posts were "
            "bringing likes rather than sales.</p>"
        ),
        "approach": (
            "<ul><li>Reshaped the shop around a subscription: choose a roast, a grind and a rhythm, "
            "pause any time.</li>"
            "<li>Filmed short reels at the roastery every two weeks: the roaster explaining each "
            "origin, tasting notes and brew guides.</li>"
            "<li>Ran Meta and Google Shopping campaigns to past buyers and lookalike audiences, with a "
            "first-bag discount only for subscriptions.</li>"
            "<li>Set up email flows for the second and third order, when most subscribers decide "
            "whether to stay.</li></ul>"
        ),
        "outcome": (
            "<p>Over twelve months, every advertising dollar returned $4.10 in sales. Subscriptions "
            "grew from 12% to 38% of online revenue, and the fourth quarter closed at $212,000 online, "
            "the roastery's best quarter yet.</p>"
        ),
        "hero_alt": "Dashboard of online coffee sales climbing through the year, headline 4.1x ad return.",
        "pictures": [
            (
                "Phone screen of the coffee subscription page beside three subscription order cards.",
                "The subscription page: roast, grind and rhythm in three taps.",
            ),
        ],
    },
    {
        "slug": "loma-ridge-logistics",
        "client_name": "Loma Ridge Logistics",
        "title": "Freight quotes in 11 minutes instead of 6 hours, with AI doing the paperwork",
        "summary": "AI automation and a customer portal for an Otay Mesa cross-border freight company: "
        "70% less time on shipment documents and $186,000 saved in the first year.",
        "industry": "enterprise",
        "services": ["ai-automation", "development"],
        "featured": True,
        "published_on": "2026-05-20",
        "colours": ("#4f46e5", "#312e81"),
        "results": [
            ("70", "%", "fewer hours spent on shipment paperwork"),
            ("11", "min", "average quote response, down from 6 hours"),
            ("$186k", "", "saved in the first year"),
        ],
        "challenge": (
            "<p>Loma Ridge moves about 900 cross-border loads a month. Each one meant re-typing "
            "commercial invoices and packing lists into customs forms, and quote requests waited in a "
            "shared inbox until a coordinator was free: often most of a working day.</p>"
            "<p>Customers were taking their business to brokers who answered first.</p>"
        ),
        "approach": (
            "<ol><li>Mapped the quote and document process with the coordinators, step by step, and "
            "measured where the hours went.</li>"
            "<li>Built an AI workflow that reads incoming invoices and packing lists, fills the customs "
            "forms and flags anything unusual for a person to check.</li>"
            "<li>Launched a customer portal where shippers request a quote, get an instant estimate "
            "for standard lanes and track their loads.</li>"
            "<li>Trained the team and handed over the workflows with documentation they maintain "
            "themselves.</li></ol>"
        ),
        "outcome": (
            "<p>Coordinators now review documents instead of typing them: paperwork time fell by 70%. "
            "Quotes go out in 11 minutes on average, and the saved hours, fewer customs corrections "
            "and won quotes added up to $186,000 in the first year.</p>"
        ),
        "hero_alt": "Dashboard of hours spent on paperwork falling as automation takes over, headline 70%.",
        "pictures": [
            (
                "Phone screen of the customer portal's quote form beside three shipment status cards.",
                "The customer portal: an instant estimate for standard lanes.",
            ),
        ],
    },
    {
        "slug": "fieldnote",
        "client_name": "Fieldnote",
        "title": "312 qualified demos in six months for a seed-stage inspection app",
        "summary": "Lead generation and landing pages for a Sorrento Valley startup selling inspection "
        "software to property managers: a predictable demo pipeline at $94 a demo.",
        "industry": "startups",
        "services": ["lead-generation", "development"],
        "featured": False,
        "published_on": "2026-03-02",
        "colours": ("#059669", "#064e3b"),
        "results": [
            ("312", "", "qualified demos booked in 6 months"),
            ("$94", "", "cost per qualified demo"),
            ("22", "%", "of demos became paying customers"),
        ],
        "challenge": (
            "<p>Fieldnote had a product its pilot customers loved and eighteen months of runway. Its "
            "founders were booking demos one LinkedIn message at a time, and investors wanted to see "
            "a repeatable way to find customers before the next round.</p>"
        ),
        "approach": (
            "<ul><li>Interviewed eight pilot customers to find the words property managers use for "
            "the problem: <em>move-out disputes</em>, not <em>inspection workflow</em>.</li>"
            "<li>Built three landing pages, one per portfolio size, each with a two-minute product "
            "tour and a booking calendar.</li>"
            "<li>Ran LinkedIn and search campaigns aimed at property managers with 200 or more "
            "units, and an email sequence for visitors who did not book.</li>"
            "<li>Scored every lead so the founders only spent time on qualified demos.</li></ul>"
        ),
        "outcome": (
            "<p>In six months Fieldnote booked 312 qualified demos at $94 each. 22% became paying "
            "customers, and the pipeline numbers went into the pitch deck for a successful seed "
            "extension.</p>"
        ),
        "hero_alt": "Dashboard of weekly demo bookings rising over six months, headline 312 demos.",
        "pictures": [],
    },
    {
        "slug": "mission-bay-physical-therapy",
        "client_name": "Mission Bay Physical Therapy",
        "title": "A faster website and a steady social presence that fill the evaluation calendar",
        "summary": "A new website and social media content for a Pacific Beach physical therapy "
        "clinic: online bookings for first evaluations grew 2.6 times in a year.",
        "industry": "small-business",
        "services": ["development", "social-media"],
        "featured": False,
        "published_on": "2025-12-10",
        "colours": ("#0284c7", "#0c4a6e"),
        "results": [
            ("2.6", "x", "more first evaluations booked online"),
            ("48", "%", "of new patients found the clinic on social media"),
            ("1.2", "s", "page load on a phone, down from 7.8 s"),
        ],
        "challenge": (
            "<p>The clinic's website took almost eight seconds to open on a phone and sent visitors "
            "to a contact form that staff answered the next day. Its Instagram account had not been "
            "updated in a year.</p>"
        ),
        "approach": (
            "<ul><li>Rebuilt the website: fast on a phone, a page per condition treated, and online "
            "booking connected to the clinic's scheduling system.</li>"
            "<li>Planned a monthly content calendar with the therapists: short exercise videos, "
            "patient recovery stories (with consent) and answers to common questions.</li>"
            "<li>Added insurance information next to every booking button, the question patients "
            "asked most.</li></ul>"
        ),
        "outcome": (
            "<p>The new site opens in 1.2 seconds on a phone. Online bookings for first evaluations "
            "grew 2.6 times in twelve months, and nearly half of new patients now say they found the "
            "clinic on Instagram or Facebook.</p>"
        ),
        "hero_alt": "Dashboard of online evaluation bookings rising month by month, headline 2.6x.",
        "pictures": [
            (
                "Phone screen of the clinic's new website with its booking button and condition pages.",
                "The new website on a phone: booking is one tap from every page.",
            ),
        ],
    },
    {
        "slug": "kelp-and-co-swimwear",
        "client_name": "Kelp & Co. Swimwear",
        "title": "3D product views that lifted conversions 27% and cut fit returns",
        "summary": "3D product design and shopping ads for an Encinitas swimwear label: shoppers see "
        "every cut from every angle before they buy.",
        "industry": "ecommerce",
        "services": ["product-design", "advertising"],
        "featured": False,
        "published_on": "2025-10-01",
        "colours": ("#db2777", "#831843"),
        "results": [
            ("27", "%", "higher conversion on product pages"),
            ("19", "%", "fewer returns for fit"),
            ("140", "", "product views delivered in 8 weeks"),
        ],
        "challenge": (
            "<p>Kelp &amp; Co. launches two collections a year in eight colours each. Photographing "
            "every style in every colour cost more than the collection's first month of sales, and "
            "shoppers returned one order in four because the cut was not what they expected.</p>"
        ),
        "approach": (
            "<ul><li>Modelled each style in 3D from the pattern files, with fabric that behaves like "
            "the real recycled nylon.</li>"
            "<li>Added a 360° viewer and colour switcher to every product page.</li>"
            "<li>Used the same models for shopping ads and social posts, so each new colour reached "
            "the shop and the ads on the same day.</li></ul>"
        ),
        "outcome": (
            "<p>We delivered 140 product views in eight weeks. Product pages with the 3D viewer "
            "convert 27% better, returns for fit fell by 19%, and the summer collection launched "
            "without a single photo shoot.</p>"
        ),
        "hero_alt": "Dashboard of product page conversions rising after the 3D viewer launch, headline 27%.",
        "pictures": [],
    },
]

# (quote, person, role, company, case study slug or "", services, portrait)
TESTIMONIALS = [
    (
        "We used to wonder where the next new patient would come from. Now our front desk asks us "
        "to slow down the ads on busy weeks.",
        "Dr. Elena Marsh",
        "Owner and Dentist",
        "Harbor & Pine Dental",
        "harbor-pine-dental",
        ["seo", "advertising"],
        {
            "background": "#cffafe",
            "skin": "#f1c27d",
            "hair": "#4a2c17",
            "hair_style": "long",
            "clothing": "#0e7490",
        },
    ),
    (
        "They understood that we sell coffee, not ads. The reels sound like us, and the subscription "
        "numbers speak for themselves.",
        "Marco Villanueva",
        "Co-founder",
        "Tidewater Coffee Roasters",
        "tidewater-coffee-roasters",
        ["social-media", "advertising"],
        {
            "background": "#fde68a",
            "skin": "#c68642",
            "hair": "#1f1410",
            "hair_style": "short",
            "clothing": "#78350f",
        },
    ),
    (
        "The automation paid for itself in the first quarter. More importantly, my coordinators "
        "spend their day with customers instead of retyping invoices.",
        "Sandra Whitfield",
        "Director of Operations",
        "Loma Ridge Logistics",
        "loma-ridge-logistics",
        ["ai-automation", "development"],
        {
            "background": "#e0e7ff",
            "skin": "#e0ac69",
            "hair": "#9ca3af",
            "hair_style": "bun",
            "clothing": "#312e81",
        },
    ),
    (
        "They found the words our customers actually use. Our demo calendar went from empty to "
        "something we plan the week around.",
        "Jordan Liu",
        "CEO and Co-founder",
        "Fieldnote",
        "fieldnote",
        ["lead-generation"],
        {
            "background": "#d1fae5",
            "skin": "#f1c27d",
            "hair": "#111827",
            "hair_style": "side",
            "clothing": "#065f46",
        },
    ),
    (
        "Patients tell us they booked after watching one of our exercise videos. The new website "
        "finally works as hard as our therapists do.",
        "Alicia Ramos",
        "Clinic Director",
        "Mission Bay Physical Therapy",
        "mission-bay-physical-therapy",
        ["development", "social-media"],
        {
            "background": "#e0f2fe",
            "skin": "#8d5524",
            "hair": "#1f1410",
            "hair_style": "curly",
            "clothing": "#0369a1",
        },
    ),
    (
        "We launched a whole collection without a photo shoot, and fewer suits come back. I did "
        "not think both were possible.",
        "Nina Castellanos",
        "Founder and Designer",
        "Kelp & Co. Swimwear",
        "kelp-and-co-swimwear",
        ["product-design"],
        {
            "background": "#fce7f3",
            "skin": "#f5d0a9",
            "hair": "#b45309",
            "hair_style": "long",
            "clothing": "#9d174d",
        },
    ),
    (
        "Clear monthly reports, no jargon, and a team that answers the same day. Our organic leads "
        "have doubled since we started.",
        "Greg Holloway",
        "Owner",
        "Holloway Roofing & Solar",
        "",
        ["seo"],
        {
            "background": "#fef3c7",
            "skin": "#f1c27d",
            "hair": "#6b4423",
            "hair_style": "short",
            "clothing": "#374151",
        },
    ),
    (
        "The business plan they built with us was the one our bank approved. Every number in it "
        "came with a source.",
        "Priya Shah",
        "Co-owner",
        "Saffron Street Kitchen",
        "",
        ["business"],
        {
            "background": "#ede9fe",
            "skin": "#c68642",
            "hair": "#111827",
            "hair_style": "bun",
            "clothing": "#5b21b6",
        },
    ),
]

TEAM = [
    {
        "slug": "maya-reyes",
        "name": "Maya Reyes",
        "role": "Founder and Strategy Lead",
        "bio": "<p>Maya spent eight years running growth for San Diego retailers and software "
        "companies before founding the agency in 2023. She builds every client's plan and stays "
        "their first call.</p>",
        "photo_alt": "Illustrated portrait of Maya Reyes: dark hair tied up, indigo top.",
        "portrait": {
            "background": "#c7d2fe",
            "skin": "#d8a06a",
            "hair": "#1f1410",
            "hair_style": "bun",
            "clothing": "#3730a3",
        },
    },
    {
        "slug": "daniel-okafor",
        "name": "Daniel Okafor",
        "role": "Head of Search and Paid Media",
        "bio": "<p>Daniel runs SEO and advertising: audits, keyword research, campaigns and the "
        "dashboards clients read every Monday. Google Ads and Analytics certified.</p>",
        "photo_alt": "Illustrated portrait of Daniel Okafor: short curly hair, teal top.",
        "portrait": {
            "background": "#ccfbf1",
            "skin": "#8d5524",
            "hair": "#111111",
            "hair_style": "curly",
            "clothing": "#0f766e",
        },
    },
    {
        "slug": "priya-natarajan",
        "name": "Priya Natarajan",
        "role": "Lead Developer and Automation Engineer",
        "bio": "<p>Priya builds the websites, portals and AI workflows, and makes sure each one is "
        "fast, accessible and documented well enough for the client's team to own it.</p>",
        "photo_alt": "Illustrated portrait of Priya Natarajan: long dark hair, blue top.",
        "portrait": {
            "background": "#dbeafe",
            "skin": "#c68642",
            "hair": "#0f0a08",
            "hair_style": "long",
            "clothing": "#1d4ed8",
        },
    },
    {
        "slug": "lucas-brennan",
        "name": "Lucas Brennan",
        "role": "Creative Director",
        "bio": "<p>Lucas leads social media, video and 3D product design. Before joining us he "
        "produced campaigns for outdoor and surf brands along the coast.</p>",
        "photo_alt": "Illustrated portrait of Lucas Brennan: short light-brown hair, charcoal top.",
        "portrait": {
            "background": "#fee2e2",
            "skin": "#f3c9a5",
            "hair": "#8b5a2b",
            "hair_style": "side",
            "clothing": "#334155",
        },
    },
]
