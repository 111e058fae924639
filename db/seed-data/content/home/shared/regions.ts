// Sales regions and the countries each covers (ISO 3166-1 alpha-2 codes), a selection of the main markets.
const c = (code: string, name: string) => ({ code, name });

export default {
  regions: [
    { id: "na", name: "North America", countries: [c("US", "United States"), c("CA", "Canada")] },
    {
      id: "latam",
      name: "Latin America",
      countries: [c("MX", "Mexico"), c("BR", "Brazil"), c("AR", "Argentina"), c("CL", "Chile"), c("CO", "Colombia"), c("PE", "Peru")],
    },
    {
      id: "emea",
      name: "Europe, Middle East and Africa",
      countries: [
        c("GB", "United Kingdom"), c("IE", "Ireland"), c("FR", "France"), c("DE", "Germany"), c("NL", "Netherlands"),
        c("BE", "Belgium"), c("ES", "Spain"), c("IT", "Italy"), c("SE", "Sweden"), c("PL", "Poland"),
        c("CH", "Switzerland"), c("AE", "United Arab Emirates"), c("SA", "Saudi Arabia"), c("ZA", "South Africa"),
      ],
    },
    {
      id: "apj",
      name: "Asia Pacific and Japan",
      countries: [
        c("JP", "Japan"), c("AU", "Australia"), c("NZ", "New Zealand"), c("IN", "India"), c("SG", "Singapore"),
        c("MY", "Malaysia"), c("TH", "Thailand"), c("KR", "South Korea"),
      ],
    },
    { id: "greater-china", name: "Greater China", countries: [c("CN", "China"), c("HK", "Hong Kong"), c("TW", "Taiwan")] },
  ],
};
