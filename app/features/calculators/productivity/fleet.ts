/**
 * Deployment plan p spreads the rollout over p years: equipped_y = staff × min(y, p) / p people
 * have monitors during year y; deployed_y = staff / p receive them at the start of year y ≤ p.
 */
export function fleetInYear(staff: number, plan: 1 | 2 | 3, year: number): { equipped: number; deployed: number } {
  return { equipped: (staff * Math.min(year, plan)) / plan, deployed: year <= plan ? staff / plan : 0 };
}
