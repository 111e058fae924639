// Dell peripherals the meeting-space and workspace configurators suggest next to the monitors.
// Descriptions state what a product is for; no prices, which change by country and over time.
const categories = {
  docks: { id: "docks", title: "Docking stations" },
  webcams: { id: "webcams", title: "Webcams" },
  speakerphones: { id: "speakerphones", title: "Speakerphones" },
  headsets: { id: "headsets", title: "Headsets" },
  keyboardsMice: { id: "keyboards-mice", title: "Keyboards and mice" },
  arms: { id: "monitor-arms", title: "Monitor arms" },
};

const entries = {
  wd22tb4: { id: "wd22tb4", name: "Dell Thunderbolt Dock WD22TB4", category: "docks", description: "Thunderbolt 4 dock: one cable from the laptop to displays, USB devices, wired network and laptop charging." },
  ud22: { id: "ud22", name: "Dell Universal Dock UD22", category: "docks", description: "USB-C dock for Dell and other makers' laptops, for desks shared by different machines." },
  wb7022: { id: "wb7022", name: "Dell UltraSharp Webcam WB7022", category: "webcams", description: "4K webcam with a Sony STARVIS sensor, HDR and AI auto-framing." },
  wb5023: { id: "wb5023", name: "Dell Pro Webcam WB5023", category: "webcams", description: "2K QHD webcam with AI auto-framing and a built-in microphone." },
  sp3022: { id: "sp3022", name: "Dell Speakerphone SP3022", category: "speakerphones", description: "USB speakerphone with noise-reducing microphones, certified for Microsoft Teams and Zoom." },
  wl5022: { id: "wl5022", name: "Dell Pro Wireless Headset WL5022", category: "headsets", description: "Wireless stereo headset with active noise cancellation, certified for Microsoft Teams and Zoom." },
  km7321w: { id: "km7321w", name: "Dell Premier Multi-Device Wireless Keyboard and Mouse KM7321W", category: "keyboards-mice", description: "Pairs with up to three devices over Bluetooth or the USB receiver and switches between them at a key press." },
  msa20: { id: "msa20", name: "Dell Single Monitor Arm MSA20", category: "monitor-arms", description: "Desk-clamped arm that adjusts one monitor's height, tilt, swivel and rotation." },
  mda20: { id: "mda20", name: "Dell Dual Monitor Arm MDA20", category: "monitor-arms", description: "Desk-clamped arm that holds two monitors side by side, each adjusted on its own." },
};

export default {
  meetingSpace: {
    categories: [categories.webcams, categories.speakerphones, categories.headsets, categories.docks],
    entries: [entries.wb7022, entries.wb5023, entries.sp3022, entries.wl5022, entries.wd22tb4, entries.ud22],
  },
  workspace: {
    categories: [categories.docks, categories.webcams, categories.headsets, categories.keyboardsMice, categories.arms],
    entries: [entries.wd22tb4, entries.ud22, entries.wb7022, entries.wb5023, entries.wl5022, entries.km7321w, entries.msa20, entries.mda20],
  },
};
