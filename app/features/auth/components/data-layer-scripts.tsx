import type { DataLayerEvent } from "../user-type";

/** JSON that cannot close the surrounding <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** Google Tag Manager's loader; the nonce travels to gtm.js so tags can reuse it. */
function tagManagerLoader(id: string): string {
  return `(function(w,d,i){w.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});var s=d.createElement("script"),n=d.currentScript&&d.currentScript.nonce;s.async=true;s.src="https://www.googletagmanager.com/gtm.js?id="+encodeURIComponent(i);if(n)s.setAttribute("nonce",n);d.head.appendChild(s);})(window,document,${scriptJson(id)});`;
}

/**
 * The analytics data layer: created on every page, given the sign-in's user-type event on the
 * first page after sign-in (the root loader hands it over once), and read by Tag Manager when
 * GTM_ID is set. Without GTM_ID nothing leaves the browser.
 */
export function DataLayerScripts({ events, tagManagerId, nonce }: { events: DataLayerEvent[]; tagManagerId: string | null; nonce: string }) {
  const pushes = events.map((event) => `window.dataLayer.push(${scriptJson(event)});`).join("");
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `window.dataLayer=window.dataLayer||[];${pushes}` }} />
      {tagManagerId ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: tagManagerLoader(tagManagerId) }} /> : null}
    </>
  );
}
