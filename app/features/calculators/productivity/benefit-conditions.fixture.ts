/**
 * Conditions for the model's tests: every benefit counted (the model's formulas in full), and
 * none of connectivity and retention (what a downgrade gives). The notes are placeholders: the
 * model passes them through and reads only `counts`; benefit-conditions.test.ts checks the notes.
 */
import type { BenefitConditions } from "./benefit-conditions";

export const everyBenefitCounts: BenefitConditions = {
  connectivity: { counts: true, note: { key: "productivity.condition.connectivity.counts", values: { monitor: "Dell U2724DE" } } },
  retention: { counts: true, note: { key: "productivity.condition.retention.counts", values: { monitor: "Dell U2724DE", legacy: "22.0", area: 43 } } },
};

export const noOtherBenefitCounts: BenefitConditions = {
  connectivity: { counts: false, note: { key: "productivity.condition.connectivity.downgrade", values: { monitor: "Dell P2225H" } } },
  retention: { counts: false, note: { key: "productivity.condition.retention.notLarger", values: { monitor: "Dell P2225H", legacy: "27.0" } } },
};
