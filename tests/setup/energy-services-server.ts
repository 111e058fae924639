/**
 * A local stand-in for the calculators' two data services, speaking their wire formats over
 * real HTTP: the electricity price service (GET /api_gpp_el.php → XML) and the exchange-rate
 * service (GET /latest → JSON). A test sets how each answers next:
 *
 *   const services = await startEnergyServices();
 *   services.electricity = { kind: "ok", country: "Germany", average: 0.38, large: 0.24, exrateUSD: 1.17, year: 2026, month: 9 };
 *   services.electricity = { kind: "status", status: 503 } | { kind: "malformed" } | { kind: "no-country" } | { kind: "hang" };
 *   services.rates = { kind: "ok", rates: { EUR: 0.86 }, date: "2026-11-20" } | { kind: "status", status: 500 } | { kind: "hang" } …
 *   await services.close();
 *
 * `requests` records every request's path and query, so a test can check what was asked.
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ElectricityBehaviour =
  | { kind: "ok"; country: string; average: number | string; large?: number | string; exrateUSD: number | string; year: number | string; month: number | string }
  | { kind: "status"; status: number }
  | { kind: "malformed" }
  | { kind: "no-country" }
  | { kind: "hang" };

export type RatesBehaviour =
  | { kind: "ok"; rates: Record<string, number>; date?: string; base?: string }
  | { kind: "body"; body: string }
  | { kind: "status"; status: number }
  | { kind: "hang" };

function electricityXml(answer: Extract<ElectricityBehaviour, { kind: "ok" }>): string {
  const large = answer.large === undefined ? "" : `\n    <gpp:large>${answer.large}</gpp:large>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpp:data xmlns:gpp="https://www.globalpetrolprices.com/">
  <gpp:element>
    <gpp:country>${answer.country}</gpp:country>
    <gpp:currency>EUR</gpp:currency>
    <gpp:average>${answer.average}</gpp:average>${large}
    <gpp:exrateUSD>${answer.exrateUSD}</gpp:exrateUSD>
    <gpp:year>${answer.year}</gpp:year>
    <gpp:month>${answer.month}</gpp:month>
  </gpp:element>
</gpp:data>`;
}

const emptyXml = `<?xml version="1.0" encoding="UTF-8"?>
<gpp:data xmlns:gpp="https://www.globalpetrolprices.com/"></gpp:data>`;

// Cut off mid-element: not well-formed.
const malformedXml = `<?xml version="1.0" encoding="UTF-8"?>
<gpp:data xmlns:gpp="https://www.globalpetrolprices.com/"><gpp:element><gpp:country>Germany</gpp:country><gpp:average>0.38</gpp:avera`;

export async function startEnergyServices() {
  const hanging = new Set<ServerResponse>();
  const state = {
    electricity: { kind: "no-country" } as ElectricityBehaviour,
    rates: { kind: "status", status: 503 } as RatesBehaviour,
    requests: [] as Array<{ path: string; query: Record<string, string> }>,
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    state.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const send = (status: number, type: string, body: string) => response.writeHead(status, { "Content-Type": type }).end(body);
    if (url.pathname === "/api_gpp_el.php") {
      const behaviour = state.electricity;
      if (behaviour.kind === "hang") return void hanging.add(response);
      if (behaviour.kind === "status") return send(behaviour.status, "text/plain", "unavailable");
      if (behaviour.kind === "malformed") return send(200, "application/xml", malformedXml);
      if (behaviour.kind === "no-country") return send(200, "application/xml", emptyXml);
      return send(200, "application/xml", electricityXml(behaviour));
    }
    if (url.pathname === "/latest") {
      const behaviour = state.rates;
      if (behaviour.kind === "hang") return void hanging.add(response);
      if (behaviour.kind === "status") return send(behaviour.status, "application/json", JSON.stringify({ success: false, error: { code: behaviour.status } }));
      if (behaviour.kind === "body") return send(200, "application/json", behaviour.body);
      return send(
        200,
        "application/json",
        JSON.stringify({ success: true, timestamp: 1_795_000_000, base: behaviour.base ?? "USD", date: behaviour.date ?? "2026-11-20", rates: behaviour.rates }),
      );
    }
    send(404, "text/plain", "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
