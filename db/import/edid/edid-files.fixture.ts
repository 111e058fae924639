import { readFileSync } from "node:fs";
import path from "node:path";

/** The shared edid-decode files (read-only; tests use real reports, never made-up ones). */
export const sharedEdidDir = path.resolve(process.cwd(), process.env.EDID_DIR ?? "../shared/data/edid/dell");

export function sharedEdidFile(model: string): { name: string; text: string } {
  const name = `${model}.txt`;
  return { name, text: readFileSync(path.join(sharedEdidDir, name), "utf8") };
}
