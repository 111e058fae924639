import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Real edid-decode reports (tests never use made-up ones): copies of the shared files committed in
 * ./fixtures so a clean clone needs nothing beside it; EDID_DIR reads another folder of reports.
 */
export const sharedEdidDir = process.env.EDID_DIR ? path.resolve(process.env.EDID_DIR) : path.join(import.meta.dirname, "fixtures");

export function sharedEdidFile(model: string): { name: string; text: string } {
  const name = `${model}.txt`;
  return { name, text: readFileSync(path.join(sharedEdidDir, name), "utf8") };
}
