import type { Study } from "./study";

/**
 * Forrester Consulting's Total Economic Impact™ study of the reliability of Dell's Latitude and
 * OptiPlex devices (commissioned by Dell, April 2024), tei.forrester.com. Its stored text
 * (retrieved 2026-11-29) holds the introduction: the composite organisation is "an
 * industry-agnostic organization with 5,000 Dell devices (3,500 Latitude …" and the text ends
 * there. It names no figure the quality calculator uses, and its ROI, NPV and payback are not in
 * the stored text (null): the quality calculator shows it as the study of its kind, beside the
 * buyer's savings.
 */
export const deviceReliabilityTei2024: Study = {
  id: "device-reliability-tei-2024",
  title: "A Forrester Total Economic Impact™ Study Commissioned By Dell: the reliability of Dell Latitude and OptiPlex devices",
  author: "Forrester Consulting",
  commissionedBy: "Dell",
  year: 2024,
  month: 4,
  url: "https://tei.forrester.com/go/dell/device-reliability",
  retrieved: "2026-11-29",
  composite: "calculator.study.composite.deviceReliability",
  published: { roi: null, npvUsd: null, paybackMonths: null },
  figures: {},
};
