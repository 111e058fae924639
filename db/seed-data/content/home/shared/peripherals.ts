// Dell peripherals the meeting-space and workspace configurators suggest next to the monitors, in
// each site language. Descriptions state what a product is for; no prices, which change by country
// and over time. `regions` (ids from regions.ts) limits an entry to the regions it is sold in; an
// entry without it is offered everywhere. Generic items (cables, mounts) have no model number.
import type { LanguageCode } from "../../../../../app/i18n/languages";

type Text = Record<LanguageCode, string>;

const categories = {
  docks: { id: "docks", title: { "en-us": "Docking stations", "zh-cn": "扩展坞" } },
  webcams: { id: "webcams", title: { "en-us": "Webcams", "zh-cn": "网络摄像头" } },
  speakerphones: { id: "speakerphones", title: { "en-us": "Speakerphones", "zh-cn": "会议扬声器" } },
  headsets: { id: "headsets", title: { "en-us": "Headsets", "zh-cn": "耳机" } },
  keyboardsMice: { id: "keyboards-mice", title: { "en-us": "Keyboards and mice", "zh-cn": "键盘和鼠标" } },
  arms: { id: "monitor-arms", title: { "en-us": "Monitor arms", "zh-cn": "显示器支架" } },
  mounts: { id: "mounts", title: { "en-us": "Mounts and carts", "zh-cn": "挂架和移动推车" } },
  cables: { id: "cables", title: { "en-us": "Cables", "zh-cn": "线缆" } },
} satisfies Record<string, { id: string; title: Text }>;

type Entry = { id: string; category: string; model?: string; regions?: string[]; name: Text; description: Text };

const entries = {
  wd22tb4: {
    id: "wd22tb4",
    model: "WD22TB4",
    category: "docks",
    name: { "en-us": "Dell Thunderbolt Dock WD22TB4", "zh-cn": "戴尔 Thunderbolt 扩展坞 WD22TB4" },
    description: {
      "en-us": "Thunderbolt 4 dock: one cable from the laptop to displays, USB devices, wired network and laptop charging.",
      "zh-cn": "Thunderbolt 4 扩展坞：一根线缆连接笔记本电脑与显示器、USB 设备和有线网络，并为笔记本电脑充电。",
    },
  },
  ud22: {
    id: "ud22",
    model: "UD22",
    category: "docks",
    name: { "en-us": "Dell Universal Dock UD22", "zh-cn": "戴尔通用扩展坞 UD22" },
    description: {
      "en-us": "USB-C dock for Dell and other makers' laptops, for desks shared by different machines.",
      "zh-cn": "适用于戴尔及其他品牌笔记本电脑的 USB-C 扩展坞，适合多台设备共用的工位。",
    },
  },
  wb7022: {
    id: "wb7022",
    model: "WB7022",
    category: "webcams",
    name: { "en-us": "Dell UltraSharp Webcam WB7022", "zh-cn": "戴尔 UltraSharp 网络摄像头 WB7022" },
    description: {
      "en-us": "4K webcam with a Sony STARVIS sensor, HDR and AI auto-framing.",
      "zh-cn": "4K 网络摄像头，采用索尼 STARVIS 传感器，支持 HDR 和 AI 自动取景。",
    },
  },
  wb5023: {
    id: "wb5023",
    model: "WB5023",
    category: "webcams",
    name: { "en-us": "Dell Pro Webcam WB5023", "zh-cn": "戴尔 Pro 网络摄像头 WB5023" },
    description: {
      "en-us": "2K QHD webcam with AI auto-framing and a built-in microphone.",
      "zh-cn": "2K QHD 网络摄像头，支持 AI 自动取景，内置麦克风。",
    },
  },
  sp3022: {
    id: "sp3022",
    model: "SP3022",
    category: "speakerphones",
    name: { "en-us": "Dell Speakerphone SP3022", "zh-cn": "戴尔会议扬声器 SP3022" },
    description: {
      "en-us": "USB speakerphone with noise-reducing microphones, certified for Microsoft Teams and Zoom.",
      "zh-cn": "USB 会议扬声器，配备降噪麦克风，通过 Microsoft Teams 和 Zoom 认证。",
    },
  },
  wl5022: {
    id: "wl5022",
    model: "WL5022",
    category: "headsets",
    name: { "en-us": "Dell Pro Wireless Headset WL5022", "zh-cn": "戴尔 Pro 无线耳机 WL5022" },
    description: {
      "en-us": "Wireless stereo headset with active noise cancellation, certified for Microsoft Teams and Zoom.",
      "zh-cn": "主动降噪无线立体声耳机，通过 Microsoft Teams 和 Zoom 认证。",
    },
  },
  km7321w: {
    id: "km7321w",
    model: "KM7321W",
    category: "keyboards-mice",
    name: {
      "en-us": "Dell Premier Multi-Device Wireless Keyboard and Mouse KM7321W",
      "zh-cn": "戴尔 Premier 多设备无线键盘鼠标套装 KM7321W",
    },
    description: {
      "en-us": "Pairs with up to three devices over Bluetooth or the USB receiver and switches between them at a key press.",
      "zh-cn": "可通过蓝牙或 USB 接收器与最多三台设备配对，一键即可切换。",
    },
  },
  msa20: {
    id: "msa20",
    model: "MSA20",
    category: "monitor-arms",
    name: { "en-us": "Dell Single Monitor Arm MSA20", "zh-cn": "戴尔单显示器支架 MSA20" },
    description: {
      "en-us": "Desk-clamped arm that adjusts one monitor's height, tilt, swivel and rotation.",
      "zh-cn": "夹桌式支架，可调节一台显示器的高度、俯仰、左右旋转和竖屏旋转。",
    },
  },
  mda20: {
    id: "mda20",
    model: "MDA20",
    category: "monitor-arms",
    name: { "en-us": "Dell Dual Monitor Arm MDA20", "zh-cn": "戴尔双显示器支架 MDA20" },
    description: {
      "en-us": "Desk-clamped arm that holds two monitors side by side, each adjusted on its own.",
      "zh-cn": "夹桌式支架，可并排安装两台显示器，每台单独调节。",
    },
  },
  wallMount: {
    id: "wall-mount",
    category: "mounts",
    name: { "en-us": "Fixed wall mount for 55–86 inch displays (VESA)", "zh-cn": "适用于 55–86 英寸显示屏的固定式壁挂架（VESA）" },
    description: {
      "en-us": "Holds the display flat on a wall at a fixed height; choose one rated for the display's weight and VESA pattern.",
      "zh-cn": "将显示屏以固定高度平贴安装在墙上；请选择承重和 VESA 孔距与显示屏相符的型号。",
    },
  },
  mobileCart: {
    id: "mobile-cart",
    category: "mounts",
    name: { "en-us": "Height-adjustable mobile cart for 55–86 inch displays", "zh-cn": "适用于 55–86 英寸显示屏的可调高度移动推车" },
    description: {
      "en-us": "Lockable wheels and a shelf for a camera or room computer, so one display can serve several rooms.",
      "zh-cn": "配有可锁定脚轮和放置摄像头或会议室电脑的托板，一台显示屏即可在多个会议室之间共用。",
    },
  },
  hdmiCable: {
    id: "hdmi-cable",
    category: "cables",
    name: { "en-us": "Premium High Speed HDMI cable, 5 m", "zh-cn": "高级高速 HDMI 线缆，5 米" },
    description: {
      "en-us": "Carries 4K video at 60 Hz from the room computer or a laptop to the display.",
      "zh-cn": "将会议室电脑或笔记本电脑的 4K 60Hz 视频信号传输到显示屏。",
    },
  },
  usbTouchCable: {
    id: "usb-touch-cable",
    category: "cables",
    name: { "en-us": "USB-A to USB-B cable, 5 m (touch)", "zh-cn": "USB-A 转 USB-B 线缆，5 米（触控）" },
    description: {
      "en-us": "Returns the display's touch input to the computer, which needs its own USB link besides the video cable.",
      "zh-cn": "将显示屏的触控信号传回电脑；除视频线缆外，触控还需要单独的 USB 连接。",
    },
  },
} satisfies Record<string, Entry>;

const lists = {
  meetingSpace: {
    categories: [categories.webcams, categories.speakerphones, categories.mounts, categories.cables, categories.headsets, categories.docks],
    entries: [
      entries.wb7022, entries.wb5023, entries.sp3022, entries.wallMount, entries.mobileCart, entries.hdmiCable, entries.usbTouchCable,
      entries.wl5022, entries.wd22tb4, entries.ud22,
    ],
  },
  workspace: {
    categories: [categories.docks, categories.webcams, categories.headsets, categories.keyboardsMice, categories.arms],
    entries: [entries.wd22tb4, entries.ud22, entries.wb7022, entries.wb5023, entries.wl5022, entries.km7321w, entries.msa20, entries.mda20],
  },
};

/** One configurator's peripherals in one language, in the shape its API sends ({ categories, entries }). */
export function peripheralsIn(list: keyof typeof lists, language: LanguageCode) {
  return {
    categories: lists[list].categories.map((category) => ({ id: category.id, title: category.title[language] })),
    entries: lists[list].entries.map((entry: Entry) => ({
      id: entry.id,
      name: entry.name[language],
      category: entry.category,
      description: entry.description[language],
      ...(entry.model ? { model: entry.model } : {}),
      ...(entry.regions ? { regions: entry.regions } : {}),
    })),
  };
}
