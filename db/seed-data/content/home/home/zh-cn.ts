// 家用站点，简体中文。使用场景的显示器是目录查询（app/features/catalogue/search/query.ts 的筛选条件）。
const energyStarFinder = "https://www.energystar.gov/productfinder/product/certified-displays/results";

export default {
  homepage: {
    hero: {
      subtitle: "家用显示器",
      title: "找到适合您在家游戏、工作和创作的显示器",
      lead: "按刷新率、面板类型、尺寸和接口筛选戴尔与 Alienware 显示器，选择前最多并排比较三款。",
      backgroundImage: "/images/hero-home.svg",
      callsToAction: [{ label: "浏览家用显示器", href: "/products" }],
      asset: {
        label: "ENERGY STAR 认证显示器数据集",
        href: "https://data.energystar.gov/Active-Specifications/ENERGY-STAR-Certified-Displays/qbg3-d468",
      },
    },
    links: [
      { id: "gaming", slug: "gaming", title: "游戏" },
      { id: "home-office", slug: "home-office", title: "居家办公" },
      { id: "streaming", slug: "streaming-and-content-creation", title: "直播与内容创作" },
      { id: "students", slug: "students", title: "学生" },
    ],
    structure: [
      {
        linkId: "gaming",
        lead: "快节奏游戏需要高刷新率和快速响应；剧情游戏和模拟游戏在大屏或 OLED 屏上更出色。",
        personas: [
          { id: "competitive", title: "竞技游戏", summary: "高于 240 赫兹，快节奏射击游戏画面最流畅。", monitors: { filters: { refreshRate: ["241-plus"] } } },
          { id: "immersive", title: "沉浸式世界", summary: "30 英寸及以上的屏幕填满视野，适合赛车和开放世界游戏。", monitors: { filters: { sizes: ["30-34", "35-49"] } } },
          { id: "oled", title: "OLED 对比度", summary: "OLED 与 QD-OLED 面板：纯正黑色，像素响应近乎即时。", monitors: { filters: { panelType: ["oled", "qd-oled"] } } },
        ],
      },
      {
        linkId: "home-office",
        lead: "家里的书桌往往不大，还要与家人共用：一块屏幕用一根线连接工作笔记本，长时间使用也舒适。",
        personas: [
          { id: "everyday", title: "日常办公", summary: "24 至 27 英寸戴尔显示器，处理邮件、文档和通话。", monitors: { filters: { series: ["s", "se"], sizes: ["22-24", "25-29"] } } },
          { id: "laptop-dock", title: "一根 USB-C 线连接笔记本", summary: "通过一根线传输画面和数据的 USB-C 显示器。", monitors: { filters: { ports: ["usb-c"] } } },
          { id: "built-in-speakers", title: "不戴耳机也能通话", summary: "内置扬声器的显示器。", monitors: { filters: { multimedia: ["speakers"] } } },
        ],
      },
      {
        linkId: "streaming",
        lead: "直播和剪辑需要如实呈现观众将看到的画面，还需要足够空间同时放下游戏或时间线、聊天和控制面板。",
        personas: [
          { id: "editing", title: "视频剪辑", summary: "支持 HDR 的屏幕，可检查 HDR 素材在观众眼中的效果。", monitors: { filters: { features: ["hdr"] } } },
          { id: "streaming-setup", title: "直播工作台", summary: "30 英寸及更宽的屏幕，放得下游戏、聊天和直播控制。", monitors: { filters: { sizes: ["30-34", "35-49"] } } },
          { id: "high-resolution", title: "高分辨率", summary: "高像素密度，画面清晰，时间线小字也看得清。", monitors: { filters: { ppi: ["140-179", "180-plus"] } } },
        ],
      },
      {
        linkId: "students",
        lead: "学生需要一块放得进小书桌、能连接笔记本的屏幕，白天写作业，晚上玩游戏。",
        personas: [
          { id: "dorm-desk", title: "小书桌", summary: "24 英寸及以下的小巧显示器。", monitors: { filters: { sizes: ["under-22", "22-24"] } } },
          { id: "study-and-play", title: "学习与娱乐", summary: "120 至 165 赫兹高刷新率，课后畅玩游戏。", monitors: { filters: { refreshRate: ["120-165"] } } },
          { id: "laptop-students", title: "笔记本用户", summary: "USB-C 显示器：一根线连接笔记本。", monitors: { filters: { ports: ["usb-c"] } } },
        ],
      },
    ],
  },
  banners: {
    compare: {
      environment: "production",
      position: 1,
      title: "最多比较<strong>三款</strong>显示器",
      description: encodeURIComponent("购买前并排查看刷新率、响应时间、面板和接口。"),
      background_color: "scarlet",
      image: "/images/banner-compare.svg",
      internal_link: "/comparison",
      call_to_action: "开始比较",
    },
    search: {
      environment: "production",
      position: 2,
      title: "按您关心的参数搜索",
      description: encodeURIComponent("按<em>刷新率</em>、面板类型、尺寸和接口筛选，几秒钟缩小范围。"),
      background_color: "plum",
      image: "/images/banner-gaming.svg",
      internal_link: "/products",
      call_to_action: "搜索显示器",
    },
    "energy-star": {
      environment: "production",
      position: 3,
      title: "功耗数据从哪里来",
      description: encodeURIComponent("本目录中的开机、睡眠和关机功率均来自 ENERGY STAR 认证显示器列表。"),
      background_color: "black",
      image: "/images/banner-data.svg",
      external_link: energyStarFinder,
      call_to_action: "查看 ENERGY STAR 显示器",
    },
    collections: {
      environment: "staging",
      position: 4,
      title: "将显示器保存到收藏夹",
      description: encodeURIComponent("登录后可保存显示器候选清单。"),
      background_color: "hunter",
      internal_link: "/collections",
      call_to_action: "打开收藏夹",
    },
  },
};
