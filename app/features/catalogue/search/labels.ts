import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { FilterId, SortKey } from "./query";

/** Facet headings; the option labels come with the facets from searchCatalogue. */
export const filterTitleKeys: Record<FilterId, PhraseKey> = {
  meetingSpacesBool: "filter.title.meetingSpacesBool",
  series: "filter.title.series",
  sizes: "filter.title.sizes",
  exactSizes: "filter.title.exactSizes",
  resolutions: "filter.title.resolutions",
  screenTypes: "filter.title.screenTypes",
  aspectRatios: "filter.title.aspectRatios",
  colorSpaces: "filter.title.colorSpaces",
  ports: "filter.title.ports",
  certifications: "filter.title.certifications",
  features: "filter.title.features",
  bezels: "filter.title.bezels",
  colorCalibrations: "filter.title.colorCalibrations",
  easeOfUse: "filter.title.easeOfUse",
  multimedia: "filter.title.multimedia",
  multitasking: "filter.title.multitasking",
  powerDelivery: "filter.title.powerDelivery",
  panelType: "filter.title.panelType",
  refreshRate: "filter.title.refreshRate",
  ppi: "filter.title.ppi",
  responseTime: "filter.title.responseTime",
  adaptiveSync: "filter.title.adaptiveSync",
};

export const sortLabelKeys: Record<SortKey, PhraseKey> = {
  date_desc: "sort.dateDesc",
  date_asc: "sort.dateAsc",
  price_asc: "sort.priceAsc",
  price_desc: "sort.priceDesc",
  size_asc: "sort.sizeAsc",
  size_desc: "sort.sizeDesc",
  name_asc: "sort.nameAsc",
  name_desc: "sort.nameDesc",
  refresh_desc: "sort.refreshDesc",
};
