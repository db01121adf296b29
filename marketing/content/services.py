"""Seed copy for the services: the seven detail services and AI automation."""

from marketing.content.common import INSIGHTS_NOTE, approach_steps

SERVICES = [
    {
        "slug": "ai-automation",
        "name": "AI Automation",
        "summary": "Agents and workflows that take repetitive work off your team.",
        "icon": "bot",
        "title": "AI Automation That Gives Your Team Its Time Back",
        "description": (
            "<p>We design, build and support AI agents and automated workflows for sales, marketing, HR, "
            "operations, document processing and customer support, so routine work runs on its own and "
            "your people focus on the work only they can do.</p>"
        ),
        "transform_intro": (
            "<p>Automation pays off when it removes real work, not when it adds another tool.</p>"
        ),
        "approach": (
            "<p>We start from the work, not the technology: we map how a process runs today, measure "
            "where the hours go, and automate the steps where a machine is faster and more consistent "
            "than a person, keeping people in the loop wherever judgement matters.</p>"
        ),
        "why_choose": (
            "<p>We build automations that fit the tools you already use, document them in plain language "
            "and train your team to own them, so nothing depends on a black box.</p>"
        ),
        "insights_heading": "What automation changes",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "AI Automation Services for Growing Businesses",
        "meta_description": (
            "AI agents and workflows for sales, marketing, HR, operations, documents and support: "
            "up to 70% time savings and 50% faster lead response. Free demo."
        ),
        "benefits": [
            (
                "Up to 70% savings on routine work",
                "Data entry, follow-ups, scheduling and reporting run automatically, freeing up to 70% of "
                "the time those tasks take today.",
                "clock",
            ),
            (
                "Up to 60% lower operating costs",
                "Processes that needed extra headcount at busy times scale with demand, cutting the cost "
                "of running them by up to 60%.",
                "dollar",
            ),
            (
                "50% faster lead response",
                "New enquiries are qualified, routed and answered in minutes, so prospects hear from you "
                "while they are still deciding.",
                "lightning",
            ),
            (
                "Fewer errors, clearer records",
                "Every automated step is logged and checked, so handovers stop losing information and "
                "reports match what actually happened.",
                "shield",
            ),
        ],
        "steps": [
            (
                "Discovery and Analysis",
                "We interview the people who do the work, map each process step by step and measure the "
                "time and cost it takes, then rank the opportunities by return and risk.",
            ),
            (
                "Custom Strategy",
                "You receive a written plan: which processes to automate first, the tools and "
                "integrations involved, the human checkpoints, the expected savings and a timeline.",
            ),
            (
                "Implementation",
                "We build, test and launch the automations in stages, running them alongside the old "
                "process until the results match, so nothing breaks on the day you switch.",
            ),
            (
                "Training and Support",
                "Your team learns to run, adjust and extend each workflow. We monitor performance, fix "
                "issues within 24 hours and suggest the next processes worth automating.",
            ),
        ],
        "transformations": [
            (
                "From busywork to focus",
                "Hours spent copying data between systems go back to selling, serving customers and "
                "planning.",
                "sparkles",
            ),
            (
                "From slow replies to instant ones",
                "Every enquiry gets an accurate first answer at any hour, and complex ones reach the "
                "right person with the context attached.",
                "chat",
            ),
            (
                "From guesswork to live numbers",
                "Automated reporting puts pipeline, workload and cost figures in front of you every morning.",
                "analytics",
            ),
        ],
        "statistics": [
            ("70%", "up to this share of routine task time saved"),
            ("60%", "up to this reduction in process costs"),
            ("50%", "faster first response to new leads"),
        ],
        "verticals": [
            (
                "Sales",
                "Lead scoring, CRM updates, follow-up sequences and meeting scheduling that keep every "
                "deal moving.",
                "trending-up",
            ),
            (
                "Marketing",
                "Content drafting, campaign reporting, audience segmentation and social scheduling on "
                "autopilot.",
                "megaphone",
            ),
            (
                "HR and Recruitment",
                "Candidate screening, interview scheduling, onboarding checklists and policy questions "
                "answered instantly.",
                "users",
            ),
            (
                "Operations",
                "Order processing, inventory alerts, supplier updates and internal approvals that run "
                "without chasing.",
                "sliders",
            ),
            (
                "Document Processing",
                "Invoices, contracts and forms read, checked and filed automatically, with exceptions "
                "flagged for review.",
                "document",
            ),
            (
                "Customer Support",
                "AI assistants that answer common questions, track orders and hand complex cases to your "
                "team with full context.",
                "chat",
            ),
        ],
    },
    {
        "slug": "social-media",
        "name": "Social Media Marketing",
        "summary": "Content, community and paid social that grows an audience.",
        "icon": "megaphone",
        "title": "Social Media Marketing That Builds an Audience and Brings in Customers",
        "description": (
            "<p>Strategy, content, community management and paid social across Instagram, Facebook, "
            "LinkedIn, TikTok and YouTube, planned around the customers you want and measured by the "
            "enquiries and sales they bring.</p>"
        ),
        "transform_intro": "<p>Consistent, useful social content turns followers into a pipeline.</p>",
        "approach": (
            "<p>We choose the platforms your customers actually use, define a voice and a content mix for "
            "each, and publish on a steady calendar, then put paid budget behind the posts that prove "
            "themselves organically.</p>"
        ),
        "why_choose": (
            "<p>One team plans, writes, designs, publishes, moderates and reports, so your brand sounds "
            "the same everywhere and you never have to brief five freelancers.</p>"
        ),
        "insights_heading": "Social media at a glance",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Social Media Marketing Services",
        "meta_description": (
            "Social media strategy, content, community management and paid social that grow your "
            "audience and bring in customers. Custom quote, reply within 24 hours."
        ),
        "benefits": [
            (
                "A content calendar you never chase",
                "A month of approved posts is planned ahead, with room for news and trends as they happen.",
                "calendar",
            ),
            (
                "Platform-native creative",
                "Short video, carousels and stories made for each network's format instead of one post "
                "copied everywhere.",
                "pen",
            ),
            (
                "Community management",
                "Comments and messages answered in your voice, with sales enquiries passed to you the "
                "same day.",
                "chat",
            ),
            (
                "Paid social that pays back",
                "Budget goes behind proven posts and tightly defined audiences, with spend and return "
                "reported weekly.",
                "dollar",
            ),
            (
                "Reports tied to revenue",
                "Monthly reports show reach and engagement next to the clicks, leads and sales social "
                "media produced.",
                "analytics",
            ),
        ],
        "steps": approach_steps(
            "We audit your profiles, competitors and audience data to see what already works and where "
            "attention is going.",
            "We set goals per platform, define content pillars, tone of voice and posting rhythm, and "
            "agree a paid budget.",
            "We produce, schedule and publish content, manage the community daily and launch paid campaigns.",
            "We review performance weekly, double down on winning formats and retire the ones that do "
            "not move your numbers.",
        ),
        "transformations": [
            (
                "Visible every week",
                "A dependable publishing rhythm keeps your brand in front of customers between purchases.",
                "eye",
            ),
            (
                "Conversations, not broadcasts",
                "Replies, polls and direct messages turn passive followers into people who know and "
                "trust you.",
                "chat",
            ),
            (
                "Followers into customers",
                "Offers, landing pages and retargeting connect social attention to enquiries and sales.",
                "target",
            ),
        ],
        "statistics": [
            ("4.2x", "typical growth in monthly reach in the first six months"),
            ("35%", "typical share of new enquiries that start on social channels"),
            ("24h", "maximum time to pass on a sales message we receive for you"),
        ],
    },
    {
        "slug": "seo",
        "name": "Search Engine Optimization",
        "summary": "Technical, on-page and local SEO that earns qualified traffic.",
        "icon": "search",
        "title": "Search Engine Optimization That Earns Qualified Traffic",
        "description": (
            "<p>Technical SEO, content and local search work that puts your business in front of people "
            "already looking for what you sell, and keeps it there without paying for every click.</p>"
        ),
        "transform_intro": "<p>Search traffic compounds: every page that ranks keeps working for you.</p>",
        "approach": (
            "<p>We fix what stops search engines from crawling and understanding your site, build pages "
            "around the questions your buyers ask, and earn the local and industry signals that lift your "
            "rankings.</p>"
        ),
        "why_choose": (
            "<p>We explain every recommendation in plain language, do the implementation ourselves when "
            "you want us to, and report on rankings, traffic and the enquiries that traffic creates.</p>"
        ),
        "insights_heading": "Search at a glance",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "SEO Services: Technical, Content and Local SEO",
        "meta_description": (
            "Technical, on-page, content and local SEO that earns qualified search traffic and "
            "enquiries. Plain-language reporting and a custom quote within 24 hours."
        ),
        "benefits": [
            (
                "Technical health fixed",
                "Speed, indexing, structured data and mobile issues resolved so every page can rank.",
                "sliders",
            ),
            (
                "Content that answers buyers",
                "Pages and articles built around real search questions at every stage of the purchase.",
                "document",
            ),
            (
                "Local search visibility",
                "Business profiles, reviews and local pages that win the map results in the areas you serve.",
                "map-pin",
            ),
            (
                "Authority that lasts",
                "Digital PR and partnerships that earn links from sites your customers trust.",
                "shield",
            ),
            (
                "Clear monthly reporting",
                "Rankings, organic traffic and the leads it brings, with what we did and what comes next.",
                "analytics",
            ),
        ],
        "steps": approach_steps(
            "We crawl your site, review analytics and Search Console, and study the keywords and "
            "competitors in your market.",
            "We prioritize fixes and content by traffic potential and effort, and agree targets for "
            "rankings and leads.",
            "We fix technical issues, optimize existing pages, publish new content and build local "
            "and industry citations.",
            "We track rankings and conversions monthly and adjust the plan as search results and "
            "algorithms change.",
        ),
        "transformations": [
            (
                "Found at the moment of need",
                "Appear when customers search for the exact problem you solve, not only your brand name.",
                "search",
            ),
            (
                "Traffic that keeps coming",
                "Rankings keep bringing visitors month after month without a cost per click.",
                "trending-up",
            ),
            (
                "A site people trust",
                "Faster, clearer pages improve both rankings and the share of visitors who get in touch.",
                "shield",
            ),
        ],
        "statistics": [
            ("2-3x", "typical growth in organic sessions within twelve months"),
            ("90 days", "when most clients see the first ranking gains"),
            ("60%", "up to this reduction in cost per lead compared with paid search alone"),
        ],
    },
    {
        "slug": "advertising",
        "name": "Paid Advertising",
        "summary": "Search, social and display campaigns tuned for return on spend.",
        "icon": "target",
        "title": "Paid Advertising Campaigns Built for Return on Ad Spend",
        "description": (
            "<p>Google Ads, Microsoft Ads, Meta, LinkedIn and display campaigns planned, built and "
            "optimized by specialists, with every dollar tracked from click to enquiry or sale.</p>"
        ),
        "transform_intro": "<p>Paid media works when every dollar has a job and a measurable result.</p>",
        "approach": (
            "<p>We set up accurate conversion tracking first, then build tightly themed campaigns, test "
            "ads and landing pages continuously, and move budget toward whatever produces customers at "
            "the lowest cost.</p>"
        ),
        "why_choose": (
            "<p>You own your ad accounts and data, see exactly where the budget goes, and get "
            "recommendations based on profit rather than clicks.</p>"
        ),
        "insights_heading": "Paid media at a glance",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Paid Advertising: Google, Meta and LinkedIn Ads",
        "meta_description": (
            "PPC and paid social campaigns on Google, Microsoft, Meta and LinkedIn, tracked from "
            "click to customer and optimized for return on ad spend. Get a custom quote."
        ),
        "benefits": [
            (
                "Tracking you can trust",
                "Conversions, calls and form submissions measured correctly before any budget is spent.",
                "analytics",
            ),
            (
                "Campaigns built by specialists",
                "Search, shopping, social and display set up by people who run them every day.",
                "target",
            ),
            (
                "Constant creative testing",
                "New headlines, images and offers tested every month against the current winners.",
                "sparkles",
            ),
            (
                "Landing pages that convert",
                "Focused pages matched to each campaign so clicks turn into enquiries.",
                "document",
            ),
            (
                "Budget moved to what works",
                "Weekly reallocation toward the keywords, audiences and placements that bring customers.",
                "dollar",
            ),
        ],
        "steps": approach_steps(
            "We audit existing accounts, tracking, landing pages and competitor ads to find wasted "
            "spend and missed demand.",
            "We choose channels, audiences and bidding strategies, and set target costs per lead or "
            "sale with you.",
            "We build campaigns, ads and landing pages, verify tracking end to end, and launch in "
            "controlled stages.",
            "We optimize bids, budgets and creative weekly and report return on ad spend every month.",
        ),
        "transformations": [
            (
                "Less wasted spend",
                "Negative keywords, audience exclusions and schedules stop paying for clicks that never buy.",
                "shield",
            ),
            (
                "Predictable lead flow",
                "Known costs per lead let you plan growth and scale budget with confidence.",
                "trending-up",
            ),
            (
                "Decisions based on profit",
                "Reporting connects ad spend to the revenue it produced, not just to clicks.",
                "pie-chart",
            ),
        ],
        "statistics": [
            ("30%", "typical reduction in wasted spend after an account audit"),
            ("2x", "typical improvement in landing page conversion after testing"),
            ("7 days", "between optimization rounds on every active campaign"),
        ],
    },
    {
        "slug": "development",
        "name": "Web & App Development",
        "summary": "Fast, accessible websites and apps built to convert.",
        "icon": "code",
        "title": "Websites and Apps That Load Fast, Work for Everyone and Convert",
        "description": (
            "<p>Marketing websites, e-commerce stores, web applications and mobile apps designed and "
            "built by one team, accessible to every visitor, quick on any connection and easy for you to "
            "update.</p>"
        ),
        "transform_intro": "<p>Your website is your hardest-working salesperson; it should act like one.</p>",
        "approach": (
            "<p>We plan the site around your customers' journeys, design in the browser with real "
            "content, build on proven open technologies, and test speed, accessibility and conversions "
            "before launch.</p>"
        ),
        "why_choose": (
            "<p>You get a site you own outright, documented code, editor training and a support plan, "
            "with no proprietary lock-in.</p>"
        ),
        "insights_heading": "The web at a glance",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Web and App Development Services",
        "meta_description": (
            "Fast, accessible marketing websites, online stores, web apps and mobile apps designed "
            "and built by one San Diego team. Custom quotes, no lock-in."
        ),
        "benefits": [
            (
                "Fast on every device",
                "Pages built to load in under two seconds on mobile networks, which search engines reward.",
                "lightning",
            ),
            (
                "Accessible by design",
                "Built to WCAG 2.2 AA so every visitor, including people using assistive technology, "
                "can buy from you.",
                "users",
            ),
            (
                "Easy to update",
                "A content management system your team can use without calling a developer.",
                "pen",
            ),
            (
                "Built to convert",
                "Clear calls to action, short forms and analytics on every step of the journey.",
                "target",
            ),
            (
                "Secure and maintained",
                "Hosting, updates, backups and monitoring handled so the site stays fast and safe.",
                "shield",
            ),
        ],
        "steps": approach_steps(
            "We interview stakeholders, review analytics and competitors, and map the journeys your "
            "customers need to complete.",
            "We define the sitemap, content, features and technology, and agree a fixed scope, "
            "timeline and budget.",
            "We design, build and test in short cycles with a staging site you can review at every step.",
            "After launch we monitor speed, errors and conversions and ship improvements on a regular "
            "schedule.",
        ),
        "transformations": [
            (
                "A site that sells",
                "Clear messaging and journeys turn more visitors into enquiries and orders.",
                "trending-up",
            ),
            (
                "Independence for your team",
                "Update pages, products and posts yourself, the same day you need to.",
                "sliders",
            ),
            (
                "A platform for growth",
                "Clean, documented code that new features and integrations can build on.",
                "layers",
            ),
        ],
        "statistics": [
            ("<2s", "target page load time on a mobile connection"),
            ("AA", "WCAG 2.2 conformance level we build to"),
            ("6-12 weeks", "typical timeline for a marketing website"),
        ],
    },
    {
        "slug": "business",
        "name": "Business Planning",
        "summary": "Market research, positioning and growth plans you can act on.",
        "icon": "briefcase",
        "title": "Business Planning and Strategy You Can Act On",
        "description": (
            "<p>Market research, positioning, go-to-market plans and financial projections for owners who "
            "want a clear, practical route to growth, whether you are raising money, launching or "
            "expanding.</p>"
        ),
        "transform_intro": "<p>A good plan makes the next twelve months of decisions easier.</p>",
        "approach": (
            "<p>We ground every plan in evidence: customer interviews, market sizing and competitor "
            "analysis, turned into priorities, budgets and milestones your team can follow.</p>"
        ),
        "why_choose": (
            "<p>Our plans connect strategy to execution because we also run the marketing, so every "
            "recommendation is one we know how to deliver.</p>"
        ),
        "insights_heading": "Planning at a glance",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "Business Planning and Go-To-Market Strategy",
        "meta_description": (
            "Market research, positioning, go-to-market plans and financial projections for small "
            "businesses and startups. Practical plans, custom quotes."
        ),
        "benefits": [
            (
                "Evidence-based decisions",
                "Market sizing, customer interviews and competitor analysis behind every recommendation.",
                "search",
            ),
            (
                "Sharper positioning",
                "A clear statement of who you serve, what you solve and why you are the better choice.",
                "target",
            ),
            (
                "Investor-ready documents",
                "Business plans, pitch narratives and projections that stand up to scrutiny.",
                "document",
            ),
            (
                "Realistic budgets",
                "Marketing and hiring budgets tied to the revenue targets they need to reach.",
                "dollar",
            ),
            (
                "Milestones you can track",
                "Quarterly goals and indicators that show whether the plan is working.",
                "calendar",
            ),
        ],
        "steps": approach_steps(
            "We review your numbers, interview customers and staff, and research the market and competitors.",
            "We define positioning, target segments, pricing and channels, and model the financial outcomes.",
            "We deliver the plan with a ninety-day action list and help your team start on the first "
            "priorities.",
            "We meet quarterly to review progress against milestones and update the plan as the "
            "market moves.",
        ),
        "transformations": [
            (
                "Clarity",
                "Everyone in the business knows the priorities and why they matter.",
                "eye",
            ),
            (
                "Confidence with investors and lenders",
                "Numbers and narrative that answer the hard questions before they are asked.",
                "handshake",
            ),
            (
                "Focused spending",
                "Money goes to the channels and hires with the clearest path to return.",
                "pie-chart",
            ),
        ],
        "statistics": [
            ("90 days", "the first action plan delivered with every strategy"),
            ("12 months", "typical planning horizon with quarterly reviews"),
            ("3", "scenarios modeled for every financial projection"),
        ],
    },
    {
        "slug": "product-design",
        "name": "3D Product Design",
        "summary": "Photoreal renders and 3D models that sell before you manufacture.",
        "icon": "cube",
        "title": "3D Product Design and Photoreal Renders That Sell",
        "description": (
            "<p>3D modeling, photoreal product renders, animations and interactive 3D views for launches, "
            "online stores, crowdfunding campaigns and investor decks, produced before a single unit is "
            "manufactured.</p>"
        ),
        "transform_intro": "<p>Show the product at its best from every angle, long before it exists.</p>",
        "approach": (
            "<p>We work from your sketches, CAD files or prototypes to build accurate 3D models, light "
            "and texture them to match real materials, and render every image and animation your campaign "
            "needs.</p>"
        ),
        "why_choose": (
            "<p>Our designers work alongside the marketers who will use the images, so every render is "
            "made for a specific page, ad or pitch.</p>"
        ),
        "insights_heading": "3D visuals at a glance",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "3D Product Design, Renders and Animation",
        "meta_description": (
            "3D product modeling, photoreal renders, animations and interactive 3D views for "
            "launches, online stores and crowdfunding. Custom quotes, fast turnaround."
        ),
        "benefits": [
            (
                "Photoreal renders",
                "Studio-quality images with accurate materials, lighting and color options.",
                "eye",
            ),
            (
                "No photo shoots",
                "Every colorway and variant rendered from one model, without samples or studios.",
                "dollar",
            ),
            (
                "Launch before manufacturing",
                "Take pre-orders and test demand with visuals made from design files.",
                "rocket",
            ),
            (
                "Animations and exploded views",
                "Show how the product works and what is inside it in seconds.",
                "layers",
            ),
            (
                "Interactive 3D for your store",
                "Let shoppers rotate and zoom the product on the page, on any device.",
                "cube",
            ),
        ],
        "steps": approach_steps(
            "We collect your design files, references and brand guidelines and agree the shots your "
            "channels need.",
            "We plan the shot list, scenes, materials and formats for store, social, print and "
            "presentations.",
            "We model, texture, light and render, sharing drafts for feedback at each stage.",
            "We deliver optimized files for every channel and update renders when the product changes.",
        ),
        "transformations": [
            (
                "Faster launches",
                "Marketing assets are ready the day the product is announced.",
                "rocket",
            ),
            (
                "Higher conversion",
                "Detailed, consistent visuals answer shoppers' questions before they ask.",
                "trending-up",
            ),
            (
                "Lower content costs",
                "New angles, colors and scenes come from the same model at a fraction of a shoot.",
                "dollar",
            ),
        ],
        "statistics": [
            ("1 model", "for every colorway, angle and scene you need"),
            ("5-10 days", "typical turnaround for a first set of renders"),
            ("360°", "interactive views ready for your product pages"),
        ],
    },
    {
        "slug": "lead-generation",
        "name": "Lead Generation",
        "summary": "Funnels, outreach and nurturing that fill your pipeline.",
        "icon": "magnet",
        "title": "Lead Generation That Fills Your Pipeline With Qualified Buyers",
        "description": (
            "<p>Offers, landing pages, outreach and nurturing sequences that attract the right prospects, "
            "qualify them automatically and hand your sales team conversations worth having.</p>"
        ),
        "transform_intro": "<p>More leads only help when they are the right leads, followed up fast.</p>",
        "approach": (
            "<p>We define your ideal customer, build offers worth exchanging contact details for, and "
            "connect campaigns, forms and your CRM so every lead is scored, nurtured and followed up "
            "quickly.</p>"
        ),
        "why_choose": (
            "<p>We measure success by qualified opportunities and revenue, not form fills, and we "
            "integrate with the sales tools you already use.</p>"
        ),
        "insights_heading": "Lead generation at a glance",
        "insights_text": INSIGHTS_NOTE,
        "seo_title": "B2B and B2C Lead Generation Services",
        "meta_description": (
            "Lead magnets, landing pages, outreach and automated nurturing that deliver qualified "
            "leads, with 50% faster follow-up. Custom quote within 24 hours."
        ),
        "benefits": [
            (
                "Ideal customer profiles",
                "Clear definitions of who to target, built from your best existing customers.",
                "users",
            ),
            (
                "Offers worth responding to",
                "Guides, tools, audits and demos that attract buyers rather than browsers.",
                "magnet",
            ),
            (
                "Automatic qualification",
                "Scoring and routing rules that send sales-ready leads straight to the right person.",
                "sliders",
            ),
            (
                "Nurturing on autopilot",
                "Email and retargeting sequences that keep prospects warm until they are ready.",
                "mail",
            ),
            (
                "50% faster follow-up",
                "Instant alerts and automated first replies so no enquiry waits overnight.",
                "lightning",
            ),
        ],
        "steps": approach_steps(
            "We analyze your current pipeline, win rates, sales cycle and best customers to find "
            "where leads are lost.",
            "We define the ideal customer, offers, channels and qualification rules, and set targets "
            "for qualified leads.",
            "We build landing pages, outreach campaigns, forms, scoring and CRM integrations, then launch.",
            "We review lead quality with your sales team monthly and refine targeting, offers and scoring.",
        ),
        "transformations": [
            (
                "A full, predictable pipeline",
                "A steady flow of new opportunities every week, not feast and famine.",
                "trending-up",
            ),
            (
                "Sales time spent selling",
                "Your team talks to qualified buyers instead of sorting through contacts.",
                "handshake",
            ),
            (
                "Every lead followed up",
                "Automation makes sure no enquiry is forgotten in an inbox.",
                "check",
            ),
        ],
        "statistics": [
            ("50%", "faster response to new leads with automated follow-up"),
            ("3x", "typical increase in sales-qualified leads within six months"),
            ("24h", "maximum time before a new lead hears from you"),
        ],
    },
]
