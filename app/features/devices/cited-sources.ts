/**
 * The public pages the devices tool cites, each as a visitor sees it: title, address, and the day
 * its stored copy was read. The rows of ../shared/data/cited-facts.csv about devices (copied with
 * attribution: db/seed-data/SOURCES.md, "Devices") and pages found since with a web search; what
 * each kind of page can tell is in docs/models/devices.md. A fact no page states has no source
 * here: it is shown as "not confirmed by a public page".
 */
export type FactSource = { title: string; url: string; retrieved: string };

/** Every page below was read in a stored copy on this day; the live page may have changed since. */
const RETRIEVED = "2026-11-29";
const page = (title: string, url: string): FactSource => ({ title, url, retrieved: RETRIEVED });

/** Rows of cited-facts.csv (subject, fact): the page that states each. */
export const citedFacts = {
  m1OneDisplay: page("Ubergizmo, M1 MacBooks single external display (November 2020)", "https://www.ubergizmo.com/2020/11/m1-macbooks-single-external-displays/"),
  m1ProMaxDisplays: page("MacRumors, MacBook Pro supports up to two displays with M1 Pro, four with M1 Max (October 2021)", "https://www.macrumors.com/2021/10/18/m1-max-pro-display-xdr-support"),
  m2OneDisplay: page("XDA, Apple's new M2 MacBook Air and MacBook Pro still only support one external monitor", "https://www.xda-developers.com/apples-m2-macbook-air-pro-only-support-one-external-monitor/"),
  m2Air15OneDisplay: page("Apple Community, thread 255225265 (15-inch M2 MacBook Air, one external monitor)", "https://discussions.apple.com/thread/255225265"),
  m2ProMaxDisplays: page("XDA, How many external monitors does the MacBook Pro (2023) support", "https://www.xda-developers.com/macbook-pro-2023-external-monitors/"),
  m3AirLidClosed: page("XDA, Apple catching up to Intel with dual display support (March 2024)", "https://www.xda-developers.com/apple-catching-up-to-intel-with-dual-display-support-but-still-behind/"),
  m3Displays: page("MacRumors, Macs with M3 chip still officially support only a single external display (November 2023)", "https://www.macrumors.com/2023/11/02/m3-chip-still-supports-one-external-display/"),
  m3ProLidClosed: page("iPhone in Canada, Apple's M3 MacBook Pro will support 2 external monitors, too (March 2024)", "https://www.iphoneincanada.ca/2024/03/04/apple-m3-macbook-pro-support-2-external-monitors/"),
  m4AirDisplays: page("Cult of Mac, M4 MacBook Air lets users view 3 displays at once (March 2025)", "https://www.cultofmac.com/news/m4-macbook-air-displays"),
  macMiniM2Displays: page("Upgreat, Connecting monitors with Mac", "https://en.upgreat.ee/suitcases-monitors-with-mac"),
  x1CarbonGen12Ports: page("BusinessWorld, Lenovo ThinkPad X1 Carbon Gen 12 review", "https://businessworld.in/article/lenovo-thinkpad-x1-carbon-gen-12-review-a-true-power-player-539277"),
  usbPowerDelivery: page("KTC, USB-C Power Delivery 2.0 vs 3.1 for monitors", "https://us.ktcplay.com/blogs/technology-hub/usb-c-power-delivery-2-0-vs-3-1-for-monitors"),
} as const;

/** Pages found with a web search of stored public pages (same day). */
export const foundPages = {
  m4Displays: page("Apple Community, thread 255892902 (external displays of M4, M4 Pro and M4 Max Macs)", "https://origin-discussions2-us-dr-prz.apple.com/en/thread/255892902"),
  appleChipsDisplays: page(
    "Plugable Knowledge Base, Understanding External Display Support on Apple M1, M2, M3, and M4 Chips (March 2025)",
    "https://kb.plugable.com/docking-stations-and-video/understanding-external-display-support-on-apple-m1-m2-m3-and-m4-chips",
  ),
  latitude7450Displays: page("Dell Latitude 7450 Owner's Manual, Specifications, table 24 Multiple display support matrix (copy on easymanua.ls)", "https://easymanua.ls/dell/p176g/manual?p=32"),
  m2AirSpecs: page("Fossbytes, The new M2 chipset powering new 13-inch MacBooks (spec table, June 2022)", "https://fossbytes.com/macbook-m2-chip/"),
  macBookPortsThread: page("Apple Community, thread 255488566 (ports of the M2 MacBook Air and the 14-inch M3 MacBook Pro)", "https://discussions.apple.com/thread/255488566"),
  pro16Charging2021: page(
    "Informtechnews (The Verge's report): Apple's new 140W charger can fast charge a lot more than just your MacBook Pro (October 2021)",
    "https://informtechnews.com/apple/apples-new-140w-charger-can-fast-charge-a-lot-more-than-just-your-macbook-pro/",
  ),
  pro16M3UsbCCharging: page("ıPhone.com, 16-inch M3 MacBook Pro can fast charge over USB-C with 240W cable", "https://www.xn--phone-m4a.com/news/16-inch-m3-macbook-pro-can-fast-charge-over-usb-c-with-240w-cable-10507.html"),
  macMiniM4ProSpecs: page("Apple GadgetDB, Mac mini M4 Pro 12-Core CPU/16-Core GPU (2024) specs", "https://apple.gadgetdb.win/mac/mac-mini/mac-mini-m4-pro-12-core-cpu-16-core-gpu-2024-specs"),
  macosTahoeMacs: page("LavX News, Apple draws line in the sand: macOS 26 Tahoe marks the end for Intel Macs", "https://news.lavx.hu/article/apple-draws-line-in-the-sand-macos-26-tahoe-marks-the-end-for-intel-macs"),
  macosMst: page("khronokernel, Multi Displays with M1 Macs (January 2021)", "https://khronokernel.com/apple/silicon/2021/01/18/DL.html"),
  surfacePro11Specs: page("Circular, Microsoft Surface Pro 11th Gen (2025): technical specifications", "https://circular.it.com/microsoft-surface-pro-11th-gen-2025-arm-based-ai-pc-with-efficiency-gains-and-sustainability-gaps"),
  xps14Review: page("HotNews.pt, Estudo do Dell XPS 14 (2024): melhor, mas não incrível", "https://hotnews.pt/tecnologia/estudo-do-dell-xps-14-2024-melhor-mas-nao-incrivel"),
  displayLinkMacs: page("MacMagazine, DisplayLink conecta Macs M1 a até 6 monitores externos (November 2021)", "https://macmagazine.com.br/post/2021/11/26/displaylink-conecta-macs-m1-a-ate-6-monitores-externos/"),
} as const;
