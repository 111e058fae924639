// oidc-provider's own in-memory store has no typings of its own.
declare module "oidc-provider/lib/adapters/memory_adapter.js" {
  import type { AdapterConstructor } from "oidc-provider";
  const MemoryAdapter: AdapterConstructor;
  export default MemoryAdapter;
}
