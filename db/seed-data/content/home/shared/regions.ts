// Sales regions and the countries each covers (ISO 3166-1 alpha-2 codes), a selection of the main
// markets, named in each site language. Place names are content, not formatting: editors choose
// them (e.g. "Hong Kong" rather than ICU's "Hong Kong SAR China").
import type { LanguageCode } from "../../../../../app/i18n/languages";

type Names = Record<LanguageCode, string>;
const c = (code: string, en: string, zh: string) => ({ code, name: { "en-us": en, "zh-cn": zh } as Names });

const regions = [
  { id: "na", name: { "en-us": "North America", "zh-cn": "北美" }, countries: [c("US", "United States", "美国"), c("CA", "Canada", "加拿大")] },
  {
    id: "latam",
    name: { "en-us": "Latin America", "zh-cn": "拉丁美洲" },
    countries: [
      c("MX", "Mexico", "墨西哥"), c("BR", "Brazil", "巴西"), c("AR", "Argentina", "阿根廷"), c("CL", "Chile", "智利"),
      c("CO", "Colombia", "哥伦比亚"), c("PE", "Peru", "秘鲁"),
    ],
  },
  {
    id: "emea",
    name: { "en-us": "Europe, Middle East and Africa", "zh-cn": "欧洲、中东和非洲" },
    countries: [
      c("GB", "United Kingdom", "英国"), c("IE", "Ireland", "爱尔兰"), c("FR", "France", "法国"), c("DE", "Germany", "德国"),
      c("NL", "Netherlands", "荷兰"), c("BE", "Belgium", "比利时"), c("ES", "Spain", "西班牙"), c("IT", "Italy", "意大利"),
      c("SE", "Sweden", "瑞典"), c("PL", "Poland", "波兰"), c("CH", "Switzerland", "瑞士"), c("AE", "United Arab Emirates", "阿拉伯联合酋长国"),
      c("SA", "Saudi Arabia", "沙特阿拉伯"), c("ZA", "South Africa", "南非"),
    ],
  },
  {
    id: "apj",
    name: { "en-us": "Asia Pacific and Japan", "zh-cn": "亚太及日本" },
    countries: [
      c("JP", "Japan", "日本"), c("AU", "Australia", "澳大利亚"), c("NZ", "New Zealand", "新西兰"), c("IN", "India", "印度"),
      c("SG", "Singapore", "新加坡"), c("MY", "Malaysia", "马来西亚"), c("TH", "Thailand", "泰国"), c("KR", "South Korea", "韩国"),
    ],
  },
  {
    id: "greater-china",
    name: { "en-us": "Greater China", "zh-cn": "大中华区" },
    countries: [c("CN", "China", "中国大陆"), c("HK", "Hong Kong", "中国香港"), c("TW", "Taiwan", "中国台湾")],
  },
];

/** The regions file in one language, in the shape GET /api/regions sends. */
export function regionsIn(language: LanguageCode) {
  return {
    regions: regions.map((region) => ({
      id: region.id,
      name: region.name[language],
      countries: region.countries.map((country) => ({ code: country.code, name: country.name[language] })),
    })),
  };
}
