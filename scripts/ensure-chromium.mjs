// Makes sure Debian's Chromium (the browser Playwright drives) and the CJK fonts
// (Chinese pages must render) are installed; installs what is missing with apt.
//
//   node scripts/ensure-chromium.mjs           install what is missing
//   node scripts/ensure-chromium.mjs --check   only report; exit 1 when something is missing
//
// Also exports aptInstall(), which scripts/ensure-postgres.mjs uses.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { pathToFileURL } from "node:url";

export const CHROMIUM_PATH = "/usr/bin/chromium";
const FONT_PACKAGE = "fonts-noto-cjk";

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  return (process.env.PATH ?? "").split(":").some((dir) => dir && isExecutable(`${dir}/${command}`));
}

function debPackageInstalled(name) {
  const result = spawnSync("dpkg-query", ["-W", "-f=${db:Status-Status}", name], { encoding: "utf8" });
  return result.status === 0 && result.stdout.trim() === "installed";
}

/** The apt packages still to install; the arguments exist so the detection can be tested. */
export function missingPackages({ chromiumPath = CHROMIUM_PATH, fontPackage = FONT_PACKAGE } = {}) {
  const missing = [];
  if (!isExecutable(chromiumPath)) missing.push("chromium");
  if (!debPackageInstalled(fontPackage)) missing.push(fontPackage);
  return missing;
}

function run(command, args) {
  console.log(`$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

let aptUpdated = false;

/** apt-get install as root, through sudo when not root, or fail saying what to run. */
export function aptInstall(packages) {
  let prefix = [];
  if (process.getuid?.() !== 0) {
    if (!onPath("sudo")) {
      throw new Error(
        `Need Debian packages ${packages.join(" ")} but this is not root and there is no sudo.\n` +
          `Install them as root: apt-get update && apt-get install -y ${packages.join(" ")}`,
      );
    }
    // Without a terminal sudo cannot ask for a password: fail at once instead of hanging.
    prefix = process.stdin.isTTY ? ["sudo"] : ["sudo", "-n"];
  }
  const apt = (...args) => {
    const [command, ...rest] = [...prefix, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", ...args];
    return run(command, rest);
  };
  if (!aptUpdated) {
    // A failing source still leaves the others' lists usable: go on and let install decide.
    if (apt("update") !== 0) console.warn("apt-get update reported errors; trying the install anyway");
    aptUpdated = true;
  }
  const status = apt("install", "-y", "-o", "DPkg::Lock::Timeout=300", ...packages);
  if (status !== 0) throw new Error(`apt-get install ${packages.join(" ")} failed with exit code ${status}`);
}

export function ensureChromium() {
  const missing = missingPackages();
  if (missing.length === 0) {
    console.log(`Chromium at ${CHROMIUM_PATH} and ${FONT_PACKAGE} are installed.`);
    return;
  }
  console.log(`Installing ${missing.join(", ")} with apt.`);
  aptInstall(missing);
  const still = missingPackages();
  if (still.length > 0) throw new Error(`Still missing after apt-get install: ${still.join(", ")}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    if (process.argv.includes("--check")) {
      const missing = missingPackages();
      console.log(missing.length ? `missing: ${missing.join(" ")}` : "nothing missing");
      process.exitCode = missing.length ? 1 : 0;
    } else {
      ensureChromium();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
