import { describe, expect, it } from "vitest";
import { declaredDeployment, heapGrowthFlag, isDeployment, nodeEnvFor, runsLocalSignInProvider, workerPlan } from "./runtime-mode.js";

describe("runtime mode", () => {
  it("serves the build with React's production build unless NODE_ENV is given", () => {
    expect(nodeEnvFor({ dev: false, nodeEnv: undefined })).toBe("production");
    expect(nodeEnvFor({ dev: true, nodeEnv: undefined })).toBe("development");
    // Playwright's servers keep their own value.
    expect(nodeEnvFor({ dev: false, nodeEnv: "test" })).toBe("test");
  });

  it("treats an operator's NODE_ENV=production as a declared deployment, a default one not", () => {
    expect(declaredDeployment({ deployment: undefined, nodeEnv: "production" })).toBe("production");
    expect(declaredDeployment({ deployment: "local", nodeEnv: "production" })).toBe("local");
    expect(declaredDeployment({ deployment: undefined, nodeEnv: undefined })).toBeUndefined();
    expect(declaredDeployment({ deployment: undefined, nodeEnv: "test" })).toBeUndefined();
  });

  it("calls a process a deployment when declared or served on an https origin", () => {
    expect(isDeployment({})).toBe(false);
    expect(isDeployment({ APP_ORIGIN: "http://localhost:3000" })).toBe(false);
    expect(isDeployment({ APP_ORIGIN: "https://monitors.example.com" })).toBe(true);
    expect(isDeployment({ DEPLOYMENT: "production", APP_ORIGIN: "http://10.0.0.5:3000" })).toBe(true);
    expect(isDeployment({ DEPLOYMENT: "local", APP_ORIGIN: "https://localhost:8443" })).toBe(false);
  });
});

describe("worker plan", () => {
  const postgres = { dev: false, databaseUrl: "postgres://db/site", localSignInProvider: false, webConcurrency: undefined, cpus: 4 };
  it("runs one worker per CPU on PostgreSQL, or WEB_CONCURRENCY", () => {
    expect(workerPlan(postgres).workers).toBe(4);
    expect(workerPlan({ ...postgres, webConcurrency: "2" }).workers).toBe(2);
    expect(workerPlan({ ...postgres, webConcurrency: "0" }).workers).toBe(4);
    expect(workerPlan({ ...postgres, webConcurrency: "lots" }).workers).toBe(4);
  });
  it("keeps PGlite, Vite and the local sign-in provider in one process", () => {
    expect(workerPlan({ ...postgres, databaseUrl: undefined, webConcurrency: "4" })).toMatchObject({ workers: 1, reason: expect.stringMatching(/PGlite/) });
    expect(workerPlan({ ...postgres, dev: true }).workers).toBe(1);
    expect(workerPlan({ ...postgres, localSignInProvider: true, webConcurrency: "4" })).toMatchObject({ workers: 1, reason: expect.stringMatching(/sign-in provider/) });
  });
  it("knows when the local sign-in provider runs", () => {
    expect(runsLocalSignInProvider({})).toBe(true);
    expect(runsLocalSignInProvider({ OIDC_ISSUER: "https://login.example.com" })).toBe(false);
    expect(runsLocalSignInProvider({ APP_ORIGIN: "https://monitors.example.com" })).toBe(false);
  });
});

describe("heap growth", () => {
  it("grows the old generation by half of what survives unless the operator decided", () => {
    expect(heapGrowthFlag({ execArgv: [], nodeOptions: undefined })).toBe("--heap-growing-percent=50");
    expect(heapGrowthFlag({ execArgv: ["--enable-source-maps"], nodeOptions: "--trace-warnings" })).toBe("--heap-growing-percent=50");
    expect(heapGrowthFlag({ execArgv: ["--heap-growing-percent=20"], nodeOptions: undefined })).toBeUndefined();
    expect(heapGrowthFlag({ execArgv: ["--max_old_space_size=512"], nodeOptions: undefined })).toBeUndefined();
    expect(heapGrowthFlag({ execArgv: [], nodeOptions: "--max-old-space-size=1024 --trace-warnings" })).toBeUndefined();
  });
});
