/**
 * Electricity prices for countries Eurostat does not cover, each as its source states it: in its
 * own currency per kWh, for its period and customer class, with the public page it was found on
 * (retrieved 2026-11-29). Copied from db/seed-data/electricity-prices/published-prices.csv, which
 * fallback-tables.test.ts checks this table against; see db/seed-data/SOURCES.md.
 *
 * Only what a page states: a country or consumer missing here has no published price, and the
 * calculator asks the visitor for theirs (never another country's price, converted). Searched for
 * and not found (2026-11-29): a business price for AU, BR, CH, IN, JP, MX, SG; a household price
 * for AU, CA, CN, IN, JP, MX, SG. KR is not one of the calculator's countries.
 */
import type { ConsumerKind } from "./electricity-price-fallback";

export type PublishedPrice = {
  /** Per kWh, in `currency`, as the source states it. */
  amount: number;
  currency: string;
  /** ISO 8601-like: a month (2026-02), a half year (2025-H1), a range (2025-07/2025-09), a day or a year. */
  period: string;
  /** Which customers the figure is for: a phrase, `energy.priceClass.<key>`. */
  classKey: string;
  /** The page the figure was found on and the body that published it. */
  source: { title: string; url: string; publisher: string; retrieved: string };
};

const RETRIEVED = "2026-11-29";

export const PUBLISHED_PRICES: Readonly<Record<string, Partial<Record<ConsumerKind, PublishedPrice>>>> = {
  US: {
    business: {
      amount: 0.1412,
      currency: "USD",
      period: "2026-02",
      classKey: "usBusiness",
      source: { title: "Electricity Prices by State", url: "https://www.electricchoice.com/electricity-prices-by-state", publisher: "US Energy Information Administration (EIA)", retrieved: RETRIEVED },
    },
    household: {
      amount: 0.1805,
      currency: "USD",
      period: "2026-02",
      classKey: "usHousehold",
      source: { title: "Electricity Prices by State", url: "https://www.electricchoice.com/electricity-prices-by-state", publisher: "US Energy Information Administration (EIA)", retrieved: RETRIEVED },
    },
  },
  GB: {
    business: {
      amount: 0.2533,
      currency: "GBP",
      period: "2025-H1",
      classKey: "gbBusiness",
      source: {
        title: "High UK Electricity Prices Continue into 2025",
        url: "https://davidturver.substack.com/p/high-uk-electricity-prices-continue-into-2025",
        publisher: "Department for Energy Security and Net Zero (DESNZ)",
        retrieved: RETRIEVED,
      },
    },
    household: {
      amount: 0.2573,
      currency: "GBP",
      period: "2025-07/2025-09",
      classKey: "gbHousehold",
      source: { title: "Energy price cap", url: "https://ashfordadvice.org/news/energy-price-cap-3", publisher: "Ofgem", retrieved: RETRIEVED },
    },
  },
  CA: {
    business: {
      amount: 0.1626,
      currency: "CAD",
      period: "2022-04-01",
      classKey: "caBusiness",
      source: {
        title: "Comparison of electricity prices",
        url: "https://www.hydroquebec.com/business/customer-space/rates/comparison-electricity-prices.html",
        publisher: "Hydro-Québec",
        retrieved: RETRIEVED,
      },
    },
  },
  CN: {
    business: {
      amount: 0.088,
      currency: "USD",
      period: "2024",
      classKey: "cnBusiness",
      source: {
        title: "China's Industrial Power Rates: A Guide for Investors",
        url: "https://china-briefing.com/news/china-electricity-prices-industrial-consumers",
        publisher: "China Briefing (Dezan Shira & Associates)",
        retrieved: RETRIEVED,
      },
    },
  },
  CH: {
    household: {
      amount: 0.277,
      currency: "CHF",
      period: "2026",
      classKey: "chHousehold",
      source: {
        title: "Strompreise sinken 2026 leicht um vier Prozent",
        url: "https://www.moneycab.com/schweiz/strompreise-sinken-2026-leicht-um-vier-prozent/",
        publisher: "Swiss Federal Electricity Commission (ElCom)",
        retrieved: RETRIEVED,
      },
    },
  },
  BR: {
    household: {
      amount: 0.736,
      currency: "BRL",
      period: "2025-03",
      classKey: "brHousehold",
      source: {
        title: "Conta de energia deve ter aumento médio de 3.5% em 2025",
        url: "https://megawhat.energy/distribuicao/conta-de-energia-deve-ter-aumento-medio-de-35-em-2025",
        publisher: "Agência Nacional de Energia Elétrica (ANEEL)",
        retrieved: RETRIEVED,
      },
    },
  },
};
