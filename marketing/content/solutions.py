"""Seed copy for the solutions: one page per audience."""

from marketing.content.common import INSIGHTS_NOTE, approach_steps

SOLUTIONS = [
    {
        "slug": "small-business",
        "name": "For Small Businesses",
        "summary": "Big-brand marketing on a small-business budget.",
        "icon": "store",
        "title": "Digital Marketing for Small Businesses",
        "description": (
            "<p>One partner for your website, search, social media and advertising, sized to your budget "
            "and focused on the customers in the neighborhoods and niches you serve.</p>"
        ),
        "transform_intro": "<p>You run the business; we make sure the right customers can find it.</p>",
        "approach": (
            "<p>We start with the few channels most likely to bring customers quickly, usually local "
            "search, a faster website and a steady social presence, then add more as results pay for "
            "them.</p>"
        ),
        "why_choose": (
            "<p>Small businesses get a senior strategist, plain-language reports and a custom plan that "
            "fits a real budget, without long contracts for one-off projects.</p>"
        ),
        "insights_heading": "Small business marketing at a glance",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Digital Marketing for Small Businesses",
        "meta_description": (
            "Local SEO, websites, social media and ads for small businesses, planned around your "
            "budget by one San Diego team. Custom quote, reply within 24 hours."
        ),
        "benefits": [
            (
                "Win local searches",
                "Business profiles, reviews and local pages that put you on the map in your area.",
                "map-pin",
            ),
            (
                "A budget that goes further",
                "Spend focused on the two or three channels with the quickest return.",
                "dollar",
            ),
            (
                "One point of contact",
                "A single strategist who knows your business and coordinates everything.",
                "handshake",
            ),
            (
                "Time back for you",
                "Posting, reporting and follow-ups handled, so evenings stay yours.",
                "clock",
            ),
            (
                "Results you can see",
                "A short monthly report showing calls, enquiries and sales from each channel.",
                "analytics",
            ),
        ],
        "steps": approach_steps(
            "We learn how customers find you today, review your site, listings and competitors, and "
            "identify quick wins.",
            "We pick the channels with the fastest payback for your budget and set monthly goals for "
            "enquiries.",
            "We fix your listings and website, launch local campaigns and start a regular content rhythm.",
            "We review results monthly and reinvest in whatever brings customers at the lowest cost.",
        ),
        "transformations": [
            (
                "More calls and walk-ins",
                "Local search and maps bring nearby customers ready to buy.",
                "phone",
            ),
            (
                "A professional online presence",
                "A fast, credible website and consistent profiles that earn trust at first glance.",
                "globe",
            ),
            (
                "No more juggling",
                "Marketing runs on schedule without taking over your week.",
                "check",
            ),
        ],
        "statistics": [
            ("70%", "up to this share of routine marketing time saved with automation"),
            ("2x", "typical increase in local search calls within six months"),
            ("1-2 weeks", "from kickoff to your first live improvements"),
        ],
    },
    {
        "slug": "enterprise",
        "name": "For Enterprises",
        "summary": "Coordinated campaigns across teams, regions and channels.",
        "icon": "building",
        "title": "Digital Marketing and Automation for Enterprises",
        "description": (
            "<p>Senior specialists who plug into your marketing, sales and IT teams to run coordinated "
            "campaigns across regions and channels, with the governance, security and reporting large "
            "organizations need.</p>"
        ),
        "transform_intro": "<p>Scale needs consistency, governance and data everyone can trust.</p>",
        "approach": (
            "<p>We work inside your processes: agreed brand and approval workflows, shared dashboards, "
            "documented automation, and a named team that reports to your stakeholders.</p>"
        ),
        "why_choose": (
            "<p>Enterprises choose us for specialists who deliver rather than advise, transparent "
            "reporting, and AI automation that cuts process costs by up to 60%.</p>"
        ),
        "insights_heading": "Enterprise marketing at a glance",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Enterprise Digital Marketing and AI Automation",
        "meta_description": (
            "Coordinated multi-channel campaigns, governance, unified reporting and AI automation "
            "for enterprises, with up to 60% lower process costs. Talk to our team."
        ),
        "benefits": [
            (
                "Consistent brand at scale",
                "Templates, guidelines and approval workflows that keep every region on message.",
                "layers",
            ),
            (
                "Unified reporting",
                "One dashboard that brings paid, organic, social and CRM data together.",
                "analytics",
            ),
            (
                "Automation with governance",
                "AI workflows documented, access-controlled and reviewed with your IT team.",
                "shield",
            ),
            (
                "Specialists on demand",
                "SEO, paid media, development and automation experts without adding headcount.",
                "users",
            ),
            (
                "Up to 60% lower process costs",
                "Reporting, content operations and lead routing automated across teams.",
                "dollar",
            ),
        ],
        "steps": approach_steps(
            "We audit channels, martech, data flows and team responsibilities, and interview "
            "stakeholders across departments.",
            "We agree priorities, governance, KPIs and a roadmap that fits your planning and budget cycles.",
            "Our specialists deliver campaigns, integrations and automations alongside your teams, "
            "with documented handovers.",
            "We report to stakeholders monthly and run quarterly reviews that reset priorities as "
            "results come in.",
        ),
        "transformations": [
            (
                "Aligned teams",
                "Marketing, sales and regions work from the same plan and the same numbers.",
                "handshake",
            ),
            (
                "Faster execution",
                "Campaigns launch in days instead of months with reusable templates and automation.",
                "lightning",
            ),
            (
                "Measurable efficiency",
                "Automation frees specialists for strategy and creative work.",
                "trending-up",
            ),
        ],
        "statistics": [
            ("60%", "up to this reduction in process costs through automation"),
            ("1", "dashboard for every channel and region"),
            ("24h", "response time on every support request"),
        ],
    },
    {
        "slug": "startups",
        "name": "For Startups",
        "summary": "Launch, find traction and scale on a runway you can measure.",
        "icon": "rocket",
        "title": "Growth Marketing for Startups",
        "description": (
            "<p>Positioning, launch campaigns, websites and growth experiments that help founders find "
            "traction fast and show investors the numbers that matter, without burning the runway.</p>"
        ),
        "transform_intro": "<p>Startups need learning speed more than big budgets.</p>",
        "approach": (
            "<p>We run short, measurable experiments across channels, keep what works, drop what does "
            "not, and build the tracking that turns early results into a credible growth story.</p>"
        ),
        "why_choose": (
            "<p>We have helped founders from pre-launch to Series A, we move at startup speed, and we "
            "scale our involvement up or down with your funding.</p>"
        ),
        "insights_heading": "Startup growth at a glance",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Startup Growth Marketing and Launch Campaigns",
        "meta_description": (
            "Positioning, launch campaigns, websites and growth experiments for startups, built to "
            "find traction fast and show investors real numbers. Custom quotes."
        ),
        "benefits": [
            (
                "Positioning that lands",
                "A clear story for customers and investors, tested with real prospects.",
                "target",
            ),
            (
                "Launch-ready in weeks",
                "Website, analytics and launch campaigns live in as little as two weeks.",
                "rocket",
            ),
            (
                "Rapid experiments",
                "Weekly tests across channels to find the ones that bring customers cheaply.",
                "sparkles",
            ),
            (
                "Investor-ready metrics",
                "Acquisition cost, conversion and retention tracked from day one.",
                "analytics",
            ),
            (
                "Flexible engagement",
                "Project work before a raise and a retainer after, scaled with your runway.",
                "sliders",
            ),
        ],
        "steps": approach_steps(
            "We review your product, market, early customers and metrics, and list the assumptions "
            "most worth testing.",
            "We prioritize channels and experiments by cost and learning value and define what "
            "success looks like.",
            "We launch your site, tracking and first campaigns, and run experiments in weekly cycles.",
            "We report learnings every week and scale the channels that prove repeatable.",
        ),
        "transformations": [
            (
                "From idea to traction",
                "A launch that reaches the right early adopters, not just friends and family.",
                "trending-up",
            ),
            (
                "From guesses to data",
                "Each dollar teaches you something about your market.",
                "pie-chart",
            ),
            (
                "From traction to scale",
                "Repeatable channels ready to absorb new funding.",
                "layers",
            ),
        ],
        "statistics": [
            ("2 weeks", "to a launch-ready site and tracking"),
            ("1 week", "experiment cycles with clear results"),
            ("50%", "faster lead response with automated follow-up"),
        ],
    },
    {
        "slug": "ecommerce",
        "name": "For E-commerce",
        "summary": "More traffic, higher conversion and repeat customers.",
        "icon": "cart",
        "title": "E-commerce Marketing That Grows Revenue per Visitor",
        "description": (
            "<p>Shopping ads, product SEO, conversion optimization, email and 3D product visuals for "
            "online stores that want more traffic, higher order values and customers who come back.</p>"
        ),
        "transform_intro": (
            "<p>Growth in e-commerce comes from traffic, conversion and retention together.</p>"
        ),
        "approach": (
            "<p>We look at the whole funnel, from product feed to checkout to post-purchase email, and "
            "fix the stage where the most revenue is being lost before spending more on traffic.</p>"
        ),
        "why_choose": (
            "<p>We know Shopify, WooCommerce and headless stores, we report on revenue and margin rather "
            "than clicks, and we bring 3D product design in-house.</p>"
        ),
        "insights_heading": "E-commerce at a glance",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "E-commerce Marketing for Online Stores",
        "meta_description": (
            "Shopping ads, product SEO, conversion optimization, email automation and 3D product "
            "visuals for online stores. Grow revenue per visitor; get a custom quote."
        ),
        "benefits": [
            (
                "Shopping campaigns that profit",
                "Feeds and bids optimized for margin, not just revenue.",
                "cart",
            ),
            (
                "Product pages that rank",
                "Category and product SEO that brings shoppers searching for what you sell.",
                "search",
            ),
            (
                "Higher conversion rates",
                "Checkout, speed and page tests that turn more visits into orders.",
                "trending-up",
            ),
            (
                "Repeat purchases",
                "Welcome, abandoned-cart and win-back emails that run automatically.",
                "mail",
            ),
            (
                "Visuals that sell",
                "Photoreal renders and 3D views for every product and variant.",
                "cube",
            ),
        ],
        "steps": approach_steps(
            "We analyze your analytics, feed, store speed and customer data to find where revenue "
            "leaks from the funnel.",
            "We set targets for traffic, conversion rate, order value and repeat purchases, and plan "
            "work by expected return.",
            "We launch shopping campaigns, fix product pages and checkout, and set up email automation.",
            "We test and optimize every week and report revenue, margin and customer lifetime value monthly.",
        ),
        "transformations": [
            (
                "More qualified shoppers",
                "Search and shopping visibility for the products you most want to sell.",
                "search",
            ),
            (
                "Bigger baskets",
                "Bundles, recommendations and thresholds that lift order value.",
                "cart",
            ),
            (
                "Loyal customers",
                "Automated emails bring first-time buyers back for a second order.",
                "heart",
            ),
        ],
        "statistics": [
            ("20%", "typical lift in conversion rate from checkout and speed work"),
            ("3x", "typical return on email automation compared with campaign sends"),
            ("70%", "up to this share of store admin time saved with automation"),
        ],
    },
]
