// 商用站点，简体中文。使用场景的显示器是目录查询（app/features/catalogue/search/query.ts 的筛选条件）。
const energyStarFinder = "https://www.energystar.gov/productfinder/product/certified-displays/results";

export default {
  homepage: {
    hero: {
      subtitle: "商用显示器",
      title: "为每张办公桌、每个团队和每间会议室选对显示器",
      lead: "按尺寸、分辨率、接口和认证搜索戴尔商用显示器，最多并排比较三款型号，并估算整批显示器的运行成本。",
      backgroundImage: "/images/hero-work.svg",
      callsToAction: [
        { label: "浏览全部显示器", href: "/products" },
        { label: "比较显示器", href: "/comparison" },
        { label: "能耗计算器", href: "/energy-calculator/input" },
      ],
      asset: {
        label: "ENERGY STAR 认证显示器数据集",
        href: "https://data.energystar.gov/Active-Specifications/ENERGY-STAR-Certified-Displays/qbg3-d468",
      },
    },
    links: [
      { id: "designers", slug: "designers-and-creative-teams", title: "设计师与创意团队" },
      { id: "developers", slug: "software-developers", title: "软件开发人员" },
      { id: "finance", slug: "finance-and-trading", title: "金融与交易" },
      { id: "call-centres", slug: "call-centres", title: "呼叫中心与客户服务" },
      { id: "hybrid", slug: "hybrid-work-and-hot-desking", title: "混合办公与共享工位" },
      { id: "meeting-rooms", slug: "meeting-rooms", title: "会议室" },
    ],
    structure: [
      {
        linkId: "designers",
        lead: "色彩工作需要面板覆盖作品所用的色彩空间，并有足够的像素，不必放大也能看清细节。",
        personas: [
          { id: "photo-and-print", title: "摄影与印刷", summary: "覆盖 Adobe RGB 的显示器，这是大多数印刷流程使用的色彩空间。", monitors: { filters: { colorSpaces: ["adobe-rgb"] } } },
          { id: "video-and-motion", title: "视频与动效", summary: "覆盖 DCI-P3，适合影院与流媒体色彩，像素密度高。", monitors: { filters: { colorSpaces: ["dci-p3"], ppi: ["140-179", "180-plus"] } } },
          { id: "ui-design", title: "界面设计", summary: "清晰锐利的 UltraSharp 显示器，适合像素级排版。", monitors: { filters: { series: ["ultrasharp"], ppi: ["140-179", "180-plus"] } } },
        ],
      },
      {
        linkId: "developers",
        lead: "高像素密度让代码更易读；宽屏或双屏可同时显示编辑器、终端和文档。",
        personas: [
          { id: "sharp-text", title: "清晰文字", summary: "高像素密度，小字号代码依然清晰。", monitors: { filters: { ppi: ["140-179", "180-plus"] } } },
          { id: "ultrawide", title: "超宽画面", summary: "35 英寸及以上：一块屏幕并排放下多个窗口。", monitors: { filters: { sizes: ["35-49"] } } },
          { id: "one-cable", title: "一根线连接笔记本", summary: "支持供电的 USB-C：一根线传输画面、数据并为笔记本充电。", monitors: { filters: { ports: ["usb-c"], powerDelivery: ["65-89", "90-99", "100-plus"] } } },
        ],
      },
      {
        linkId: "finance",
        lead: "交易大厅和分析师需要同时关注多个数据源：每张桌子几块相同的屏幕，或一块大屏，边框窄、支架整齐。",
        personas: [
          { id: "multi-screen-desk", title: "多屏工位", summary: "专业系列和 UltraSharp 24 与 27 英寸型号，两三台并排摆放很合适。", monitors: { filters: { series: ["p", "ultrasharp"], sizes: ["22-24", "25-29"] } } },
          { id: "large-canvas", title: "一块大屏", summary: "30 英寸及以上，适合密集的表格和仪表板。", monitors: { filters: { sizes: ["30-34", "35-49"] } } },
          { id: "networked-desk", title: "有线网络工位", summary: "带 RJ45 网口的显示器，笔记本通过屏幕接入有线网络。", monitors: { filters: { ports: ["rj45-ethernet"] } } },
        ],
      },
      {
        linkId: "call-centres",
        lead: "坐席整个班次都面对同一块屏幕：舒适、节能的 24 英寸显示器适合大多数工位，摄像头和扬声器便于视频服务。",
        personas: [
          { id: "agent-desk", title: "坐席工位", summary: "E 系列和专业系列 22 至 24 英寸显示器，适合批量部署。", monitors: { filters: { series: ["e", "p"], sizes: ["22-24"] } } },
          { id: "team-lead", title: "班组长", summary: "27 英寸专业系列显示器，在坐席界面旁显示队列仪表板。", monitors: { filters: { series: ["p"], sizes: ["25-29"] } } },
          { id: "video-support", title: "视频服务", summary: "内置摄像头的视频会议显示器。", monitors: { filters: { multimedia: ["webcam"] } } },
        ],
      },
      {
        linkId: "hybrid",
        lead: "共享工位的关键是任何人插上一根线就能开始工作：USB-C 为笔记本提供足够电力，并通过显示器接入有线网络。",
        personas: [
          { id: "plug-and-work", title: "即插即用", summary: "可为笔记本提供 90 瓦或以上供电的 USB-C 显示器。", monitors: { filters: { ports: ["usb-c"], powerDelivery: ["90-99", "100-plus"] } } },
          { id: "wired-network", title: "工位有线网络", summary: "带 RJ45 以太网口的显示器，轻薄笔记本无需转接头。", monitors: { filters: { ports: ["rj45-ethernet"] } } },
          { id: "video-calls", title: "任何工位都能视频通话", summary: "内置摄像头和扬声器的视频会议显示器。", monitors: { filters: { multimedia: ["webcam"] } } },
        ],
      },
      {
        linkId: "meeting-rooms",
        lead: "会议室的屏幕要让坐在长桌尽头的人也看得清；交互式显示器还能让人直接在演示内容上书写。",
        personas: [
          { id: "interactive", title: "交互式显示器", summary: "适合研讨、教学和白板协作的触控显示器。", monitors: { filters: { meetingSpacesBool: ["true"] } } },
          { id: "large-rooms", title: "大型会议室", summary: "50 英寸及以上，从房间另一端也能看清。", monitors: { filters: { sizes: ["50-plus"] } } },
          { id: "huddle-rooms", title: "小型讨论室", summary: "内置摄像头的视频会议显示器，适合小房间。", monitors: { filters: { multimedia: ["webcam"] } } },
        ],
      },
    ],
  },
  banners: {
    compare: {
      environment: "production",
      position: 1,
      title: "最多比较<strong>三款</strong>显示器",
      description: encodeURIComponent("将尺寸、分辨率、接口和功耗<em>并排</em>比较，再以链接分享比较结果。"),
      background_color: "royal",
      image: "/images/banner-compare.svg",
      internal_link: "/comparison",
      call_to_action: "开始比较",
    },
    energy: {
      environment: "production",
      position: 2,
      title: "您的显示器运行一年要花多少钱？",
      description: encodeURIComponent("能耗计算器使用每款型号的 ENERGY STAR 功耗数据和您的电价。"),
      background_color: "hunter",
      image: "/images/banner-energy.svg",
      internal_link: "/energy-calculator/input",
      call_to_action: "打开能耗计算器",
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
      description: encodeURIComponent("登录后可保存显示器候选清单并与团队分享。"),
      background_color: "plum",
      internal_link: "/collections",
      call_to_action: "打开收藏夹",
    },
  },
};
