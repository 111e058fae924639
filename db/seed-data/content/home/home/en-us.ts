// For Home, English. Use-case monitors are catalogue queries (filters of app/features/catalogue/search/query.ts).
const energyStarFinder = "https://www.energystar.gov/productfinder/product/certified-displays/results";

export default {
  homepage: {
    hero: {
      subtitle: "Monitors for home",
      title: "Find the monitor that fits how you play, work and create at home",
      lead: "Filter Dell and Alienware monitors by refresh rate, panel type, size and ports, and compare up to three side by side before you choose.",
      backgroundImage: "/images/hero-home.svg",
      callsToAction: [{ label: "Browse monitors for home", href: "/products" }],
      asset: {
        label: "ENERGY STAR certified displays data set",
        href: "https://data.energystar.gov/Active-Specifications/ENERGY-STAR-Certified-Displays/qbg3-d468",
      },
    },
    links: [
      { id: "gaming", slug: "gaming", title: "Gaming" },
      { id: "home-office", slug: "home-office", title: "Home office" },
      { id: "streaming", slug: "streaming-and-content-creation", title: "Streaming and content creation" },
      { id: "students", slug: "students", title: "Students" },
    ],
    structure: [
      {
        linkId: "gaming",
        lead: "Fast games reward a high refresh rate and quick response; story games and simulators shine on a large or OLED screen.",
        personas: [
          { id: "competitive", title: "Competitive play", summary: "More than 240 Hz, for the smoothest motion in fast shooters.", monitors: { filters: { refreshRate: ["241-plus"] } } },
          { id: "immersive", title: "Immersive worlds", summary: "Screens of 30 inches and more that fill your view in racing and open-world games.", monitors: { filters: { sizes: ["30-34", "35-49"] } } },
          { id: "oled", title: "OLED contrast", summary: "OLED and QD-OLED panels: true blacks and near-instant pixel response.", monitors: { filters: { panelType: ["oled", "qd-oled"] } } },
        ],
      },
      {
        linkId: "home-office",
        lead: "A home desk is often small and shared: one screen that connects to the work laptop with one cable, and comfortable for long days.",
        personas: [
          { id: "everyday", title: "Everyday work", summary: "24 to 27 inch Dell monitors for mail, documents and calls.", monitors: { filters: { series: ["s", "se"], sizes: ["22-24", "25-29"] } } },
          { id: "laptop-dock", title: "Laptop on a USB-C cable", summary: "USB-C monitors that carry picture and data over one cable.", monitors: { filters: { ports: ["usb-c"] } } },
          { id: "built-in-speakers", title: "Calls without a headset", summary: "Monitors with built-in speakers.", monitors: { filters: { multimedia: ["speakers"] } } },
        ],
      },
      {
        linkId: "streaming",
        lead: "Streaming and editing need a faithful picture of what your audience will see, and space for the game or timeline next to the chat and controls.",
        personas: [
          { id: "editing", title: "Video editing", summary: "HDR-capable screens, to check how HDR footage will look to viewers.", monitors: { filters: { features: ["hdr"] } } },
          { id: "streaming-setup", title: "Streaming setup", summary: "Large 30 inch and wider screens with room for the game, the chat and the stream controls.", monitors: { filters: { sizes: ["30-34", "35-49"] } } },
          { id: "high-resolution", title: "High resolution", summary: "High pixel density for sharp footage and small timeline text.", monitors: { filters: { ppi: ["140-179", "180-plus"] } } },
        ],
      },
      {
        linkId: "students",
        lead: "Students need a screen that fits a small desk, works with a laptop, and handles coursework by day and games by night.",
        personas: [
          { id: "dorm-desk", title: "Small desks", summary: "Compact monitors up to 24 inches.", monitors: { filters: { sizes: ["under-22", "22-24"] } } },
          { id: "study-and-play", title: "Study and play", summary: "Fast refresh rates from 120 to 165 Hz for games after class.", monitors: { filters: { refreshRate: ["120-165"] } } },
          { id: "laptop-students", title: "Laptop students", summary: "USB-C monitors: one cable to the laptop.", monitors: { filters: { ports: ["usb-c"] } } },
        ],
      },
    ],
  },
  banners: {
    compare: {
      environment: "production",
      position: 1,
      title: "Compare up to <strong>three</strong> monitors",
      description: encodeURIComponent("See refresh rate, response time, panel and ports side by side before you buy."),
      background_color: "scarlet",
      image: "/images/banner-compare.svg",
      internal_link: "/comparison",
      call_to_action: "Start comparing",
    },
    search: {
      environment: "production",
      position: 2,
      title: "Search by what matters to you",
      description: encodeURIComponent("Filter by <em>refresh rate</em>, panel type, size and ports to narrow the list in seconds."),
      background_color: "plum",
      image: "/images/banner-gaming.svg",
      internal_link: "/products",
      call_to_action: "Search monitors",
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
      description: encodeURIComponent("Sign in to keep a shortlist of monitors."),
      background_color: "hunter",
      internal_link: "/collections",
      call_to_action: "Open collections",
    },
  },
};
