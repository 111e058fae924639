// For Work, English. Use-case monitors are catalogue queries (filters of app/features/catalogue/search/query.ts).
const energyStarFinder = "https://www.energystar.gov/productfinder/product/certified-displays/results";

export default {
  homepage: {
    hero: {
      subtitle: "Monitors for work",
      title: "The right monitor for every desk, team and meeting room",
      lead: "Search Dell's business monitors by size, resolution, ports and certifications, compare up to three models side by side and work out what a fleet costs to run.",
      backgroundImage: "/images/hero-work.svg",
      callsToAction: [
        { label: "Browse all monitors", href: "/products" },
        { label: "Compare monitors", href: "/comparison" },
        { label: "Energy calculator", href: "/energy-calculator/input" },
      ],
      asset: {
        label: "ENERGY STAR certified displays data set",
        href: "https://data.energystar.gov/Active-Specifications/ENERGY-STAR-Certified-Displays/qbg3-d468",
      },
    },
    links: [
      { id: "designers", slug: "designers-and-creative-teams", title: "Designers and creative teams" },
      { id: "developers", slug: "software-developers", title: "Software developers" },
      { id: "finance", slug: "finance-and-trading", title: "Finance and trading" },
      { id: "call-centres", slug: "call-centres", title: "Call centers and customer service" },
      { id: "hybrid", slug: "hybrid-work-and-hot-desking", title: "Hybrid work and hot-desking" },
      { id: "meeting-rooms", slug: "meeting-rooms", title: "Meeting rooms" },
    ],
    structure: [
      {
        linkId: "designers",
        lead: "Color work needs a panel that covers the color space your files are made in, and enough pixels to see detail without zooming.",
        personas: [
          { id: "photo-and-print", title: "Photo and print", summary: "Monitors that cover Adobe RGB, the color space of most print workflows.", monitors: { filters: { colorSpaces: ["adobe-rgb"] } } },
          { id: "video-and-motion", title: "Video and motion", summary: "DCI-P3 coverage for cinema and streaming color, at high pixel density.", monitors: { filters: { colorSpaces: ["dci-p3"], ppi: ["140-179", "180-plus"] } } },
          { id: "ui-design", title: "Interface design", summary: "Sharp UltraSharp screens for pixel-level layout work.", monitors: { filters: { series: ["ultrasharp"], ppi: ["140-179", "180-plus"] } } },
        ],
      },
      {
        linkId: "developers",
        lead: "Code reads best at high pixel density, and a wide screen or two keeps the editor, terminal and documentation in view at once.",
        personas: [
          { id: "sharp-text", title: "Sharp text", summary: "High pixel density for crisp code at small font sizes.", monitors: { filters: { ppi: ["140-179", "180-plus"] } } },
          { id: "ultrawide", title: "Ultrawide canvas", summary: "35 inches and more: several windows side by side on one screen.", monitors: { filters: { sizes: ["35-49"] } } },
          { id: "one-cable", title: "One cable to the laptop", summary: "USB-C with power delivery: picture, data and charging over a single cable.", monitors: { filters: { ports: ["usb-c"], powerDelivery: ["65-89", "90-99", "100-plus"] } } },
        ],
      },
      {
        linkId: "finance",
        lead: "Trading floors and analysts watch many data sources at once: several matching screens per desk, or one large screen, with slim bezels and stands that line up.",
        personas: [
          { id: "multi-screen-desk", title: "Multi-screen desks", summary: "Professional and UltraSharp 24 and 27 inch models that sit well in rows of two or three.", monitors: { filters: { series: ["p", "ultrasharp"], sizes: ["22-24", "25-29"] } } },
          { id: "large-canvas", title: "One large canvas", summary: "30 inches and more for dense spreadsheets and dashboards.", monitors: { filters: { sizes: ["30-34", "35-49"] } } },
          { id: "networked-desk", title: "Networked desks", summary: "Monitors with an RJ45 port, so the laptop gets wired networking through the screen.", monitors: { filters: { ports: ["rj45-ethernet"] } } },
        ],
      },
      {
        linkId: "call-centres",
        lead: "Agents spend whole shifts in front of one screen: comfortable, efficient 24 inch monitors suit most desks, and a camera and speakers help with video support.",
        personas: [
          { id: "agent-desk", title: "Agent desks", summary: "E and Professional series 22 to 24 inch monitors for fleets of desks.", monitors: { filters: { series: ["e", "p"], sizes: ["22-24"] } } },
          { id: "team-lead", title: "Team leads", summary: "27 inch Professional monitors for queue dashboards next to the agent view.", monitors: { filters: { series: ["p"], sizes: ["25-29"] } } },
          { id: "video-support", title: "Video support", summary: "Video conferencing monitors with a built-in camera.", monitors: { filters: { multimedia: ["webcam"] } } },
        ],
      },
      {
        linkId: "hybrid",
        lead: "Shared desks work when anyone can plug in one cable and start: USB-C with enough power for the laptop, and wired networking through the monitor.",
        personas: [
          { id: "plug-and-work", title: "Plug in and work", summary: "USB-C monitors that charge the laptop with 90 W or more.", monitors: { filters: { ports: ["usb-c"], powerDelivery: ["90-99", "100-plus"] } } },
          { id: "wired-network", title: "Wired network at the desk", summary: "Monitors with RJ45 Ethernet, so a thin laptop needs no adapter.", monitors: { filters: { ports: ["rj45-ethernet"] } } },
          { id: "video-calls", title: "Video calls from any desk", summary: "Video conferencing monitors with a camera and speakers built in.", monitors: { filters: { multimedia: ["webcam"] } } },
        ],
      },
      {
        linkId: "meeting-rooms",
        lead: "Rooms need screens everyone can read from the far end of the table, and interactive displays let people write on what they present.",
        personas: [
          { id: "interactive", title: "Interactive displays", summary: "Touch displays for workshops, teaching and whiteboarding.", monitors: { filters: { meetingSpacesBool: ["true"] } } },
          { id: "large-rooms", title: "Large rooms", summary: "50 inches and more, readable from across the room.", monitors: { filters: { sizes: ["50-plus"] } } },
          { id: "huddle-rooms", title: "Huddle rooms", summary: "Video conferencing monitors with a built-in camera for small rooms.", monitors: { filters: { multimedia: ["webcam"] } } },
        ],
      },
    ],
  },
  banners: {
    compare: {
      environment: "production",
      position: 1,
      title: "Compare up to <strong>three</strong> monitors",
      description: encodeURIComponent("Put size, resolution, ports and power use <em>side by side</em>, then share the comparison as a link."),
      background_color: "royal",
      image: "/images/banner-compare.svg",
      internal_link: "/comparison",
      call_to_action: "Start comparing",
    },
    energy: {
      environment: "production",
      position: 2,
      title: "What does your fleet cost to run?",
      description: encodeURIComponent("The energy calculator uses each model's ENERGY STAR power figures and your electricity price."),
      background_color: "hunter",
      image: "/images/banner-energy.svg",
      internal_link: "/energy-calculator/input",
      call_to_action: "Open the energy calculator",
    },
    "energy-star": {
      environment: "production",
      position: 3,
      title: "Where our power figures come from",
      description: encodeURIComponent("The on, sleep and off wattages in this catalog come from ENERGY STAR's list of certified displays."),
      background_color: "black",
      image: "/images/banner-data.svg",
      external_link: energyStarFinder,
      call_to_action: "See ENERGY STAR displays",
    },
    collections: {
      environment: "staging",
      position: 4,
      title: "Save monitors to collections",
      description: encodeURIComponent("Sign in to keep shortlists of monitors and share them with your team."),
      background_color: "plum",
      internal_link: "/collections",
      call_to_action: "Open collections",
    },
  },
};
